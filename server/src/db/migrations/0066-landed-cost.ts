import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Landed cost (issue 37 item 5; docs/decisions/062-landed-cost.md), owned by the purchasing module:
 * - purchase_orders.exchange_rate_e6: the rate of the day staff typed (CAD per unit of the
 *   order's currency, in millionths: 1.3512 = 1351200); null until typed (a CAD order is 1);
 * - purchase_order_charges: the shipment's charges in CAD cents (freight, duties, handling,
 *   brokerage), each with the supplier's or carrier's invoice number and how it is spread over
 *   what was received (by full-box equivalents or by value);
 * - purchase_receipts.landed_cost_e4: each receipt's landed cost per stocked unit in CAD, in
 *   ten-thousandths of a cent (162.1998 ¢ = 1621998); null while a foreign order has no rate.
 *   Written again whenever a charge, the rate or another receipt of the order changes it.
 * All in integers, so that no cost meets a binary fraction in the database.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('purchase_orders').addColumn('exchange_rate_e6', 'bigint').execute();
  await db.schema.alterTable('purchase_receipts').addColumn('landed_cost_e4', 'bigint').execute();
  // Receipts of CAD orders made before this migration: their landed cost is their cost.
  await sql`update purchase_receipts set landed_cost_e4 = unit_cost_cents * 10000 where currency = 'CAD'`.execute(db);

  await db.schema
    .createTable('purchase_order_charges')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('spread', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_order_charges_order')
    .on('purchase_order_charges')
    .columns(['purchase_order_id', 'id'])
    .execute();
  await db.schema
    .createIndex('purchase_receipts_order')
    .on('purchase_receipts')
    .columns(['purchase_order_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('purchase_receipts_order').execute();
  await db.schema.dropTable('purchase_order_charges').execute();
  await db.schema.alterTable('purchase_receipts').dropColumn('landed_cost_e4').execute();
  await db.schema.alterTable('purchase_orders').dropColumn('exchange_rate_e6').execute();
}
