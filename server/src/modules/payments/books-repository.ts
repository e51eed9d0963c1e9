import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PaymentsTable } from '../../db/schema.js';
import type { DayRange } from './repository.js';

/** A payment as the books' export names it (issue 39): how it was paid, and its reference. */
export interface PaymentForBooks {
  id: number;
  method: PaymentsTable['method'];
  channel: PaymentsTable['channel'];
  reference: string | null;
  received_on: string;
  reverses_payment_id: number | null;
  amount_cents: number;
}

export async function paymentsByIds(db: Db, ids: readonly number[]): Promise<Map<number, PaymentForBooks>> {
  if (ids.length === 0) return new Map<number, PaymentForBooks>();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'method', 'channel', 'reference', 'received_on', 'reverses_payment_id', 'amount_cents'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, amount_cents: Number(r.amount_cents) }]));
}

/**
 * The allocations of a period, as a keyset reader on one index: those made in it (`made`,
 * positive), or those released in it (negative: a payment reversed, an invoice credited), on the
 * day it happened. Slices of `limit` after the last (day, id) of the call before.
 */
export function allocationsInRange(db: Db, range: DayRange, made: boolean) {
  const day = made ? 'pa.allocated_on' : 'pa.released_on';
  return async (after: { day: string; id: number } | null, limit: number) => {
    const rows = await db
      .selectFrom('payment_allocations as pa')
      .innerJoin('payments as p', 'p.id', 'pa.payment_id')
      .innerJoin('orders as o', 'o.id', 'pa.order_id')
      .leftJoin('customer_profiles as c', 'c.user_id', 'p.customer_id')
      .select([
        'pa.id',
        sql<string>`${sql.ref(day)}`.as('day'),
        'pa.payment_id',
        'p.customer_id',
        'c.business_name',
        'p.method',
        'p.reference',
        'pa.order_id',
        'o.number as order_number',
        'o.invoice_number',
        'pa.amount_cents',
      ])
      .where(day, '>=', after?.day ?? range.from)
      .where(day, '<=', range.to)
      .$if(after !== null, (q) =>
        q.where((eb) => eb(eb.refTuple(day, 'pa.id'), '>', eb.tuple(after?.day ?? '', after?.id ?? 0))),
      )
      .orderBy(day)
      .orderBy('pa.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, amount_cents: (made ? 1 : -1) * Number(r.amount_cents) }));
  };
}
export type AllocationForBooks = Awaited<ReturnType<ReturnType<typeof allocationsInRange>>>[number];
