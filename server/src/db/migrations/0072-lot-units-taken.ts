import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * What the sales hold of each received lot (issue 37 item 6, decision 063; review s47 §4), owned
 * by the margins module and kept under the lot's product lock with `order_line_costs`: a take
 * starts at the product's first lot not exhausted instead of reading every lot from the oldest.
 * `units` and `received_at` are the lot's (a receipt never changes them), `taken` what every
 * order line holds of it, `exhausted` 1 once `taken` reaches `units`. Every lot received before
 * is written here, taken or not, so that the lots here are always the oldest of their product.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('lot_units_taken')
    .addColumn('receipt_id', 'integer', (c) => c.primaryKey().references('purchase_receipts.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addColumn('exhausted', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lot_units_taken_open')
    .on('lot_units_taken')
    .columns(['product_id', 'exhausted', 'received_at', 'receipt_id'])
    .execute();
  await sql`
    insert into lot_units_taken (receipt_id, product_id, received_at, units, taken, exhausted)
    select r.id, r.product_id, r.received_at, r.stocked_units, coalesce(t.taken, 0),
      case when coalesce(t.taken, 0) >= r.stocked_units then 1 else 0 end
    from purchase_receipts r
    left join (select receipt_id, sum(units) as taken from order_line_costs
      where receipt_id is not null group by receipt_id) t on t.receipt_id = r.id
    where r.stocked_units > 0`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('lot_units_taken').execute();
}
