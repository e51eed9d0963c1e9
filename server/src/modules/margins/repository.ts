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

export type HeldRow = Awaited<ReturnType<typeof costsOfOrder>>[number];

const sameCost = (a: number | string | null, b: number | null | undefined) =>
  (a === null ? null : Number(a)) === (b ?? null);

/**
 * Writes an order's rows of one product again, touching no more than changed (decision 063):
 * when the product's pieces are the same (same lots, units, costs, in the same order) only the
 * rows whose line has a new id (an edit writes its lines again) are moved to it, by an UPDATE
 * that keeps the cost a landed-cost change may have just written; otherwise the product's rows
 * are deleted and written again. Pieces change only when the product's stock moved, that is
 * under its lock, as every landed-cost change takes it: no cost is lost between the two.
 */
export async function rewriteProductCosts(db: Db, before: readonly HeldRow[], after: readonly CostRow[]): Promise<void> {
  const same =
    before.length === after.length &&
    before.every(
      (b, i) =>
        b.receipt_id === (after[i]!.receipt_id ?? null) &&
        Number(b.units) === after[i]!.units &&
        Number(b.estimated) === (after[i]!.estimated ?? 0) &&
        sameCost(b.unit_cost_cents, after[i]!.unit_cost_cents),
    );
  if (same) {
    for (const [i, b] of before.entries())
      if (b.order_line_id !== after[i]!.order_line_id)
        await db
          .updateTable('order_line_costs')
          .set({ order_line_id: after[i]!.order_line_id })
          .where('id', '=', b.id)
          .execute();
    return;
  }
  if (before.length > 0)
    await db
      .deleteFrom('order_line_costs')
      .where(
        'id',
        'in',
        before.map((b) => b.id),
      )
      .execute();
  if (after.length > 0)
    await db
      .insertInto('order_line_costs')
      .values([...after])
      .execute();
}

/** The rows that took these lots: for a landed cost that changed. */
export async function rowsOfLots(db: Db, receiptIds: readonly number[]) {
  if (receiptIds.length === 0) return [];
  return db
    .selectFrom('order_line_costs')
    .select(['id', 'order_id', 'order_line_id', 'product_id', 'receipt_id', 'units', 'unit_cost_cents'])
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
