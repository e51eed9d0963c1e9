import type { MigrationDb } from './helpers.js';

/**
 * Issue 18: an e-mail may be queued as its template's name and arguments (JSON), rendered by
 * the sender's worker when it is delivered (docs/decisions/032-mail-rendered-at-delivery.md).
 * Its bodies stay empty in the outbox.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('content', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('content').execute();
}
