import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PaymentsTable } from '../../db/schema.js';

export function insertPayment(db: Db, payment: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
}

export function findPayment(db: Db, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReversalOf(db: Db, paymentId: number) {
  return db.selectFrom('payments').select('id').where('reverses_payment_id', '=', paymentId).executeTakeFirst();
}

/** A period of business days, both ends included; an absent end is open. */
export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

/** A customer's payments and reversals, newest first, with whether each was reversed. */
export async function listPayments(db: Db, customerId: number, limit: number, offset: number, period: Period = {}) {
  let base = db.selectFrom('payments as p').where('p.customer_id', '=', customerId);
  if (period.from) base = base.where('p.received_on', '>=', period.from);
  if (period.to) base = base.where('p.received_on', '<=', period.to);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
      .select([
        'p.id',
        'p.customer_id',
        'p.amount_cents',
        'p.method',
        'p.channel',
        'p.reference',
        'p.received_on',
        'p.reverses_payment_id',
        'p.created_at',
        'r.id as reversal_id',
      ])
      .orderBy('p.received_on', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
