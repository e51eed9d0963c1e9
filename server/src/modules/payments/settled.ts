import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * The aging's open balances (migration 0068, docs/decisions/064-dashboard-rollups.md): from which
 * day an order owes nothing more as an invoice, and a payment has nothing left to allocate; null
 * while either may be open. After the last day any of its allocations was made or released,
 * what counts on any day is what counts now: covered now, it is covered from that day on. The
 * aging on a day then reads only the invoices and payments not settled by it (an index), not
 * every one since the first. Kept by payments with every allocation made or released, and
 * asked by orders when an order's total, status or invoice changes.
 */
const SETTLED_ORDER = sql<string | null>`case
  when orders.type <> 'order' or orders.invoice_number is null or orders.status = 'cancelled' then '0000-01-01'
  when orders.total_cents <= coalesce((select sum(pa.amount_cents) from payment_allocations pa
    where pa.order_id = orders.id and pa.released_on is null), 0)
  then (select max(d.day) from (
    select orders.invoiced_on as day
    union all select pa.allocated_on from payment_allocations pa where pa.order_id = orders.id
    union all select pa.released_on from payment_allocations pa where pa.order_id = orders.id) d)
  end`;
const SETTLED_PAYMENT = sql<string | null>`case
  when payments.amount_cents <= coalesce((select sum(pa.amount_cents) from payment_allocations pa
    where pa.payment_id = payments.id and pa.released_on is null), 0)
  then (select max(d.day) from (
    select payments.received_on as day
    union all select pa.allocated_on from payment_allocations pa where pa.payment_id = payments.id
    union all select pa.released_on from payment_allocations pa where pa.payment_id = payments.id) d)
  end`;

/** Sets again when these orders (as invoices) and payments are settled. */
export async function resettle(trx: Db, of: { orderIds?: readonly number[]; paymentIds?: readonly number[] }) {
  const orderIds = [...new Set(of.orderIds ?? [])];
  const paymentIds = [...new Set(of.paymentIds ?? [])];
  if (orderIds.length > 0)
    await trx.updateTable('orders').set({ settled_on: SETTLED_ORDER }).where('id', 'in', orderIds).execute();
  if (paymentIds.length > 0)
    await trx.updateTable('payments').set({ settled_on: SETTLED_PAYMENT }).where('id', 'in', paymentIds).execute();
}

/** What can be open on `asOf`: not settled by then. */
export const openOn = (table: 'orders' | 'p', asOf: string) =>
  sql<boolean>`(${sql.ref(`${table}.settled_on`)} is null or ${sql.ref(`${table}.settled_on`)} > ${asOf})`;

/** Sets every order's and payment's again (rows written around the repositories: the bench's seed). */
export async function resettleAll(db: Db) {
  await db.updateTable('orders').set({ settled_on: SETTLED_ORDER }).execute();
  await db.updateTable('payments').set({ settled_on: SETTLED_PAYMENT }).execute();
}
