import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * What the allocations that count now pay of each invoice (`invoice_settlements`) and take of
 * each payment (`payment_settlements`), and the day from which that holds on every later day
 * (`steady_from`: the last day any of its allocations was made or released). Migration 0073,
 * docs/decisions/068-aging-settlements.md. The aging on a day on or after `steady_from` reads
 * the kept sum instead of summing the allocations again; before it (a payment re-allocated or
 * reversed since), it sums them as they stood on that day. A row is there once an allocation
 * names the invoice or payment; none means nothing was ever allocated.
 *
 * Only payments writes these rows, with the allocations, in the transaction that holds the
 * customer's allocation lock: never a row of `orders` (decision 008's order: a cancel or an edit
 * holds the order's row, then takes that lock; a payment that wrote the order's row after the
 * lock deadlocked with it, decision 068). An invoice's total is not kept here: the aging
 * compares the kept sum with the order's current total, so no order write has to tell payments.
 */
export async function settle(trx: Db, of: { orderIds?: readonly number[]; paymentIds?: readonly number[] }) {
  const orderIds = [...new Set(of.orderIds ?? [])].sort((a, b) => a - b);
  const paymentIds = [...new Set(of.paymentIds ?? [])].sort((a, b) => a - b);
  if (orderIds.length > 0) await settleQuery(trx, 'invoice_settlements', 'order_id', 'paid_cents', orderIds);
  if (paymentIds.length > 0) await settleQuery(trx, 'payment_settlements', 'payment_id', 'allocated_cents', paymentIds);
}

/** Every invoice's and payment's row again from the allocations (rows written around payments: the bench's seed). */
export async function rebuildSettlements(db: Db): Promise<void> {
  await settleQuery(db, 'invoice_settlements', 'order_id', 'paid_cents', null);
  await settleQuery(db, 'payment_settlements', 'payment_id', 'allocated_cents', null);
}

/** Upserts the rows of `ids` (every one when null) from their allocations, in id order. */
async function settleQuery(
  trx: Db,
  table: 'invoice_settlements' | 'payment_settlements',
  key: 'order_id' | 'payment_id',
  sum: 'paid_cents' | 'allocated_cents',
  ids: readonly number[] | null,
) {
  const id = sql.ref(`pa.${key}`);
  // A WHERE always: SQLite would read the upsert's ON as a join's without one.
  const which = ids === null ? sql`1 = 1` : sql`${id} in (${sql.join(ids)})`;
  await sql`insert into ${sql.table(table)} (${sql.ref(key)}, ${sql.ref(sum)}, steady_from)
    select ${id},
      coalesce(sum(case when pa.released_on is null then pa.amount_cents else 0 end), 0),
      max(case when pa.released_on > pa.allocated_on then pa.released_on else pa.allocated_on end)
    from payment_allocations pa where ${which} group by ${id} order by ${id}
    on conflict (${sql.ref(key)}) do update set ${sql.ref(sum)} = excluded.${sql.ref(sum)}, steady_from = excluded.steady_from`.execute(
    trx,
  );
}

/**
 * What the allocations that count on `asOf` sum to for the invoice (`order_id`) or payment
 * (`payment_id`) of the outer query, `s` being its settlement row (left joined): nothing without
 * a row, the kept sum from its steady day, else the allocations counting on that day (looked up
 * by the invoice's or payment's index).
 */
export function settledSumOn(key: 'order_id' | 'payment_id', outer: Expression<number>, asOf: string) {
  const kept = key === 'order_id' ? sql.ref('s.paid_cents') : sql.ref('s.allocated_cents');
  const then = sql`select coalesce(sum(h.amount_cents), 0) from payment_allocations h
    where ${sql.ref(`h.${key}`)} = ${outer} and h.allocated_on <= ${asOf} and (h.released_on is null or h.released_on > ${asOf})`;
  return sql<number>`(case when s.steady_from is null then 0 when s.steady_from <= ${asOf} then ${kept} else (${then}) end)`;
}
