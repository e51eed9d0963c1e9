import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Allocations keep their history (issue 12: the aging of a past day must not change when a
 * payment is reversed or re-allocated later). A row is never deleted nor its amount changed:
 * it counts from `allocated_on` (the business day it was made; the payment's day for what a
 * payment settles when received) until `released_on` (reversal, re-allocation, an invoice
 * that shrank), exclusive. What still counts today is the rows with no `released_on`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payment_allocations').addColumn('allocated_on', 'text').execute();
  await db.schema.alterTable('payment_allocations').addColumn('released_on', 'text').execute();
  await sql`update payment_allocations set allocated_on = (select p.received_on from payments p where p.id = payment_allocations.payment_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('payment_allocations_live_order')
    .on('payment_allocations')
    .columns(['order_id', 'released_on'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('payment_allocations_live_order').execute();
  await sql`delete from payment_allocations where released_on is not null`.execute(db);
  await db.schema.alterTable('payment_allocations').dropColumn('released_on').execute();
  await db.schema.alterTable('payment_allocations').dropColumn('allocated_on').execute();
}
