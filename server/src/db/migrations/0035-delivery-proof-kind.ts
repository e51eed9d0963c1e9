import type { MigrationDb } from './helpers.js';

/**
 * Issue 14, part 4: a delivery is proven by a drawn signature or by a photo. Which one the
 * stop's proof image (signature_key) is: 'signature', 'photo', or null while it has none. The
 * stops delivered before were all signed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('delivery_stops').addColumn('proof_kind', 'text').execute();
  await db
    .updateTable('delivery_stops')
    .set({ proof_kind: 'signature' })
    .where('signature_key', 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('delivery_stops').dropColumn('proof_kind').execute();
}
