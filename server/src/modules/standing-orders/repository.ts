import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { StandingOrdersTable } from '../../db/schema.js';

// The standing orders' tables (0058): the orders, their lines, and one row per occurrence made
// into an order, skipped or failed (unique on standing order and date).

export type StandingOrderRow = Selectable<StandingOrdersTable>;
export type StandingOrderColumns = Omit<Insertable<StandingOrdersTable>, 'id'>;
export type LineRow = { product_id: number; quantity: number };

export function findStandingOrder(db: Db, id: number) {
  return db.selectFrom('standing_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of standing orders, newest first; by customer and status when asked. */
export async function standingOrderPage(
  db: Db,
  filter: { customer_id?: number | undefined; status?: string | undefined },
  page: { offset: number; limit: number },
) {
  let query = db.selectFrom('standing_orders');
  if (filter.customer_id !== undefined) query = query.where('customer_id', '=', filter.customer_id);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status as StandingOrderRow['status']);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The active standing orders after `after` (by id, the status index), a batch at a time: the job's. */
export function activeBatch(db: Db, after: number, limit: number) {
  return db
    .selectFrom('standing_orders')
    .selectAll()
    .where('status', '=', 'active')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertStandingOrder(trx: Db, row: StandingOrderColumns): Promise<number> {
  const { id } = await trx.insertInto('standing_orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStandingOrder(trx: Db, id: number, row: Partial<StandingOrderColumns>) {
  await trx.updateTable('standing_orders').set(row).where('id', '=', id).execute();
}

export async function linesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, LineRow[]>();
  const rows = await db
    .selectFrom('standing_order_lines')
    .select(['standing_order_id', 'product_id', 'quantity'])
    .where('standing_order_id', 'in', ids)
    .orderBy('standing_order_id')
    .orderBy('position')
    .execute();
  const byOrder = new Map<number, LineRow[]>();
  for (const r of rows)
    byOrder.set(r.standing_order_id, [
      ...(byOrder.get(r.standing_order_id) ?? []),
      { product_id: r.product_id, quantity: r.quantity },
    ]);
  return byOrder;
}

export async function replaceLines(trx: Db, id: number, lines: readonly LineRow[]) {
  await trx.deleteFrom('standing_order_lines').where('standing_order_id', '=', id).execute();
  await trx
    .insertInto('standing_order_lines')
    .values(lines.map((l, position) => ({ standing_order_id: id, position, ...l })))
    .execute();
}

/** The occurrences recorded of some standing orders from `from` to `to` (the unique key's index). */
export function occurrenceRows(db: Db, ids: readonly number[], from: string, to: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('standing_order_occurrences')
    .select(['standing_order_id', 'occurs_on', 'delivery_date', 'status', 'order_id'])
    .where('standing_order_id', 'in', ids)
    .where('occurs_on', '>=', from)
    .where('occurs_on', '<=', to)
    .execute();
}

export function occurrenceOn(db: Db, id: number, day: string) {
  return db
    .selectFrom('standing_order_occurrences')
    .select(['status', 'order_id'])
    .where('standing_order_id', '=', id)
    .where('occurs_on', '=', day)
    .executeTakeFirst();
}

/**
 * Records an occurrence (in the transaction that makes its order, or a skip): a second for the
 * same standing order and day fails on the unique key (isUniqueViolation).
 */
export async function insertOccurrence(
  trx: Db,
  row: {
    standing_order_id: number;
    occurs_on: string;
    delivery_date: string;
    status: 'ordered' | 'skipped' | 'failed';
    order_id: number | null;
    reason: string | null;
    created_at: string;
  },
) {
  await trx.insertInto('standing_order_occurrences').values(row).execute();
}

export async function setOccurrenceOrder(trx: Db, id: number, day: string, orderId: number) {
  await trx
    .updateTable('standing_order_occurrences')
    .set({ order_id: orderId })
    .where('standing_order_id', '=', id)
    .where('occurs_on', '=', day)
    .execute();
}
