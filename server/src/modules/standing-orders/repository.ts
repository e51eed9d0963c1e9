import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { StandingOrdersTable } from '../../db/schema.js';

// The standing orders' tables (0058, 0063): the orders, their lines, one row per occurrence made
// into an order, skipped or failed, or still planned with something of its own (unique on
// standing order and date), and the customers who want no reminder.

export type StandingOrderRow = Selectable<StandingOrdersTable>;
export type StandingOrderColumns = Omit<Insertable<StandingOrdersTable>, 'id'>;
export type LineRow = { product_id: number; pack_id: number | null; quantity: number };

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
    .select(['standing_order_id', 'product_id', 'pack_id', 'quantity'])
    .where('standing_order_id', 'in', ids)
    .orderBy('standing_order_id')
    .orderBy('position')
    .execute();
  const byOrder = new Map<number, LineRow[]>();
  for (const r of rows)
    byOrder.set(r.standing_order_id, [
      ...(byOrder.get(r.standing_order_id) ?? []),
      { product_id: r.product_id, pack_id: r.pack_id, quantity: r.quantity },
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
    .select([
      'standing_order_id',
      'occurs_on',
      'delivery_date',
      'status',
      'order_id',
      'lines',
      'reminded_at',
      'moved_told_at',
    ])
    .where('standing_order_id', 'in', ids)
    .where('occurs_on', '>=', from)
    .where('occurs_on', '<=', to)
    .execute();
}

export function occurrenceOn(db: Db, id: number, day: string) {
  return db
    .selectFrom('standing_order_occurrences')
    .select(['status', 'order_id', 'lines'])
    .where('standing_order_id', '=', id)
    .where('occurs_on', '=', day)
    .executeTakeFirst();
}

type PlannedChange = Partial<{
  status: 'ordered' | 'skipped' | 'failed';
  delivery_date: string;
  order_id: number | null;
  reason: string | null;
  lines: string | null;
  reminded_at: string;
  moved_told_at: string;
}>;

/**
 * Changes an occurrence still planned, in the caller's transaction: its `planned` row is written
 * first when it has none (nothing when it has one, under the unique key), then changed only while
 * it is planned (and, when asked, not yet reminded or told of its move). Gives its lines (JSON)
 * once changed, or undefined when it is no longer planned (made into an order, skipped, failed)
 * or already reminded/told: on PostgreSQL a second writer waits on the row and then finds it no
 * longer planned, so an occurrence is made, skipped or changed once.
 */
export async function changePlanned(
  trx: Db,
  key: { standing_order_id: number; occurs_on: string; delivery_date: string; created_at: string },
  change: PlannedChange,
  onlyIf?: 'not-reminded' | 'move-not-told',
): Promise<{ lines: string | null } | undefined> {
  await trx
    .insertInto('standing_order_occurrences')
    .values({ ...key, status: 'planned', order_id: null, reason: null })
    .onConflict((oc) => oc.columns(['standing_order_id', 'occurs_on']).doNothing())
    .execute();
  let update = trx
    .updateTable('standing_order_occurrences')
    .set(change)
    .where('standing_order_id', '=', key.standing_order_id)
    .where('occurs_on', '=', key.occurs_on)
    .where('status', '=', 'planned');
  if (onlyIf === 'not-reminded') update = update.where('reminded_at', 'is', null);
  if (onlyIf === 'move-not-told') update = update.where('moved_told_at', 'is', null);
  // The lines as they were: a change of the occurrence is written before it is made (a
  // standing_order_occurrences row changes status only from planned, under its row's lock).
  const row = await update.returning('lines').executeTakeFirst();
  return row;
}

/** Whether the customer asked for no reminder (their profile). */
export async function remindersOff(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('standing_order_reminder_opt_outs')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Among these customers, those who asked for no reminder. */
export async function remindersOffAmong(db: Db, customerIds: readonly number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('standing_order_reminder_opt_outs')
    .select('customer_id')
    .where('customer_id', 'in', [...new Set(customerIds)])
    .execute();
  return new Set(rows.map((r) => r.customer_id));
}

export async function setRemindersOff(db: Db, customerId: number, off: boolean, nowIso: string) {
  if (off)
    await db
      .insertInto('standing_order_reminder_opt_outs')
      .values({ customer_id: customerId, created_at: nowIso })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  else await db.deleteFrom('standing_order_reminder_opt_outs').where('customer_id', '=', customerId).execute();
}

/** The order an occurrence was made into (in the transaction that made it). */
export async function setOccurrenceOrder(trx: Db, id: number, day: string, orderId: number) {
  await trx
    .updateTable('standing_order_occurrences')
    .set({ order_id: orderId })
    .where('standing_order_id', '=', id)
    .where('occurs_on', '=', day)
    .execute();
}
