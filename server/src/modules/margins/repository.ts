import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrderLineCostsTable } from '../../db/schema.js';

// The lots each order line took and their cost (0067, decision 063).

export type CostRow = Omit<Insertable<OrderLineCostsTable>, 'id'>;

/** An order's rows, oldest lot first within a product (rows of no lot last). */
export async function costsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('order_line_costs')
    .select(['id', 'order_line_id', 'product_id', 'receipt_id', 'units', 'unit_cost_cents', 'estimated'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .orderBy('id')
    .execute();
}

/** What every order holds of each of these lots, in base units. */
export async function unitsTaken(db: Db, receiptIds: readonly number[]): Promise<Map<number, number>> {
  if (receiptIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_line_costs')
    .select(['receipt_id', sql<number>`sum(units)`.as('units')])
    .where('receipt_id', 'in', [...receiptIds])
    .groupBy('receipt_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.receipt_id), Number(r.units)]));
}

/** Writes an order's rows again (lines may have new ids after an edit). */
export async function replaceOrderCosts(db: Db, orderId: number, rows: readonly CostRow[]): Promise<void> {
  await db.deleteFrom('order_line_costs').where('order_id', '=', orderId).execute();
  if (rows.length > 0)
    await db
      .insertInto('order_line_costs')
      .values([...rows])
      .execute();
}

/** The rows that took these lots: for a landed cost that changed. */
export async function rowsOfLots(db: Db, receiptIds: readonly number[]) {
  if (receiptIds.length === 0) return [];
  return db
    .selectFrom('order_line_costs')
    .select(['id', 'order_id', 'product_id', 'receipt_id', 'unit_cost_cents'])
    .where('receipt_id', 'in', [...receiptIds])
    .orderBy('id')
    .execute();
}

export async function setUnitCost(db: Db, ids: readonly number[], unitCost: number | null): Promise<void> {
  if (ids.length > 0)
    await db
      .updateTable('order_line_costs')
      .set({ unit_cost_cents: unitCost })
      .where('id', 'in', [...ids])
      .execute();
}

/** Per line of these orders: its cost in cents, null when a part of it is not known. */
export async function lineCosts(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, { cost_cents: number | null; estimated: boolean }>();
  const rows = await db
    .selectFrom('order_line_costs')
    .select([
      'order_line_id',
      sql<number>`sum(units * unit_cost_cents)`.as('cost'),
      sql<number>`sum(case when unit_cost_cents is null then 1 else 0 end)`.as('unknown'),
      sql<number>`max(estimated)`.as('estimated'),
    ])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_line_id')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.order_line_id),
      {
        cost_cents: Number(r.unknown) > 0 ? null : Math.round(Number(r.cost)),
        estimated: Number(r.estimated) === 1,
      },
    ]),
  );
}
