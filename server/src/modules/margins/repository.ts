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

/** What every order holds of each of these lots, in base units (0072, kept with the rows). */
export async function unitsTaken(db: Db, receiptIds: readonly number[]): Promise<Map<number, number>> {
  if (receiptIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lot_units_taken')
    .select(['receipt_id', 'taken'])
    .where('receipt_id', 'in', [...receiptIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.receipt_id), Number(r.taken)]));
}

/**
 * Where a take of a product starts (decision 063): at its first lot not exhausted, or at the
 * newest lot any sale took when all of them are (the lots in lot_units_taken are always the
 * product's oldest: takes go in order, and a lot given back keeps its row; the newest is read
 * for the estimate of stock no lot covers); from the first lot when no sale took any.
 */
export async function takeStart(db: Db, productId: number): Promise<{ from: LotKey } | Record<string, never>> {
  const open = await db
    .selectFrom('lot_units_taken')
    .select(['received_at', 'receipt_id'])
    .where('product_id', '=', productId)
    .where('exhausted', '=', 0)
    .orderBy('received_at')
    .orderBy('receipt_id')
    .limit(1)
    .executeTakeFirst();
  if (open) return { from: open };
  // All exhausted: the newest, from the same index.
  const newest = await db
    .selectFrom('lot_units_taken')
    .select(['received_at', 'receipt_id'])
    .where('product_id', '=', productId)
    .where('exhausted', '=', 1)
    .orderBy('received_at', 'desc')
    .orderBy('receipt_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest ? { from: newest } : {};
}
type LotKey = { received_at: string; receipt_id: number };

/**
 * takeStart for a page of products in one query: per product that any sale took from, its first
 * lot not exhausted (`open`), else its newest lot, exhausted; products of no row are left out.
 */
export async function takeStarts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, LotKey & { open: boolean }>();
  const ranked = db
    .selectFrom('lot_units_taken')
    .select([
      'product_id',
      'receipt_id',
      'received_at',
      'exhausted',
      sql<number>`row_number() over (partition by product_id, exhausted order by received_at, receipt_id)`.as('first'),
      sql<number>`row_number() over (partition by product_id, exhausted order by received_at desc, receipt_id desc)`.as(
        'last',
      ),
    ])
    .where('product_id', 'in', [...productIds]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .select(['product_id', 'receipt_id', 'received_at', 'exhausted'])
    .where((eb) =>
      eb.or([
        eb.and([eb('exhausted', '=', 0), eb('first', '=', 1)]),
        eb.and([eb('exhausted', '=', 1), eb('last', '=', 1)]),
      ]),
    )
    .execute();
  const out = new Map<number, LotKey & { open: boolean }>();
  for (const r of rows) {
    const open = Number(r.exhausted) === 0;
    if (open || !out.has(r.product_id))
      out.set(r.product_id, { received_at: r.received_at, receipt_id: r.receipt_id, open });
  }
  return out;
}

/** A lot a take read: what lot_units_taken copies of it when it is first taken. */
export interface LotFacts {
  receipt_id: number;
  received_at: string;
  units: number;
}

/**
 * Adds what a product's rows took (or gave back) of each lot to lot_units_taken, under the
 * product's lock; a lot taken for the first time gets its row (`lots`: those the take read).
 */
async function addTaken(db: Db, productId: number, deltas: Map<number, number>, lots: ReadonlyMap<number, LotFacts>) {
  for (const [receiptId, delta] of deltas) {
    if (delta === 0) continue;
    const lot = lots.get(receiptId);
    if (lot)
      await db
        .insertInto('lot_units_taken')
        .values({
          receipt_id: receiptId,
          product_id: productId,
          received_at: lot.received_at,
          units: lot.units,
          taken: delta,
          exhausted: delta >= lot.units ? 1 : 0,
        })
        .onConflict((oc) =>
          oc.column('receipt_id').doUpdateSet({
            taken: sql`lot_units_taken.taken + excluded.taken`,
            exhausted: sql`case when lot_units_taken.taken + excluded.taken >= lot_units_taken.units then 1 else 0 end`,
          }),
        )
        .execute();
    // A lot held before: its row is there.
    else
      await db
        .updateTable('lot_units_taken')
        .set({
          taken: sql`taken + ${delta}`,
          exhausted: sql`case when taken + ${delta} >= units then 1 else 0 end`,
        })
        .where('receipt_id', '=', receiptId)
        .execute();
  }
}

/** Units per lot of these rows, less those of `minus`. */
function unitsByLot(plus: readonly CostRow[], minus: readonly HeldRow[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of plus) if (r.receipt_id) out.set(r.receipt_id, (out.get(r.receipt_id) ?? 0) + r.units);
  for (const r of minus) if (r.receipt_id) out.set(r.receipt_id, (out.get(r.receipt_id) ?? 0) - Number(r.units));
  return out;
}

export type HeldRow = Awaited<ReturnType<typeof costsOfOrder>>[number];

const sameCost = (a: number | string | null, b: number | null | undefined) =>
  (a === null ? null : Number(a)) === (b ?? null);

/**
 * Writes an order's rows of one product again, touching no more than changed (decision 063):
 * when the product's pieces are the same (same lots, units, costs, in the same order) only the
 * rows whose line has a new id (an edit writes its lines again) are moved to it, by an UPDATE
 * that keeps the cost a landed-cost change may have just written; otherwise the product's rows
 * are deleted and written again, and what they take of each lot moves in lot_units_taken.
 * Pieces change only when the product's stock moved, that is under its lock, as every
 * landed-cost change takes it: no cost is lost between the two.
 */
export async function rewriteProductCosts(
  db: Db,
  productId: number,
  change: { before: readonly HeldRow[]; after: readonly CostRow[]; lots: ReadonlyMap<number, LotFacts> },
): Promise<void> {
  const { before, after } = change;
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
  await addTaken(db, productId, unitsByLot(after, before), change.lots);
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
