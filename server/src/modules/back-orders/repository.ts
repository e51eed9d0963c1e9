import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { BackOrderFillsTable } from '../../db/schema.js';

/** The back-orders module's table: back_order_fills, the record of each fill and cancellation. */
export async function recordFills(trx: Db, rows: Insertable<BackOrderFillsTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('back_order_fills').values(rows).execute();
}

/** The record of an order's fills and cancellations, oldest first. */
export function fillsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('back_order_fills')
    .select(['id', 'order_line_id', 'product_id', 'kind', 'quantity', 'created_by_name', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
