import type { MigrationDb } from './helpers.js';

/** Staff read what was sent to a customer, newest first (PRODUCT.md, E-mail). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['to_address', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('outbox_recipient').execute();
}
