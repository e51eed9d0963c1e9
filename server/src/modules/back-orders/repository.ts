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
    .selectFrom('back_order_fills as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select([
      'f.id',
      'f.product_id',
      'p.name_en',
      'p.name_fr',
      'f.kind',
      'f.quantity',
      'f.created_by_name',
      'f.created_at',
    ])
    .where('f.order_id', '=', orderId)
    .orderBy('f.id')
    .execute();
}
