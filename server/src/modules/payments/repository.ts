import type { Insertable } from 'kysely';
import { IN_HOUSE_CHANNELS, type PaymentChannel } from '@shop/contract';
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

/**
 * The payments taken in house (counter and driver, or one of them) on one business day, in the
 * order they were recorded, with the customer and the staff member who recorded each. A day
 * holds a bounded number of them, and the cash count needs every one: no pagination.
 */
export function householdPayments(db: Db, date: string, channel: PaymentChannel | undefined) {
  return db
    .selectFrom('payments as p')
    .innerJoin('customer_profiles as c', 'c.user_id', 'p.customer_id')
    .leftJoin('users as staff', 'staff.id', 'p.created_by')
    .select([
      'p.id',
      'p.customer_id',
      'c.business_name as customer_name',
      'p.method',
      'p.channel',
      'p.amount_cents',
      'p.reference',
      'p.reverses_payment_id',
      'p.received_on',
      'p.created_at',
      'staff.name as recorded_by',
    ])
    .where('p.received_on', '=', date)
    .where('p.channel', 'in', channel ? [channel] : [...IN_HOUSE_CHANNELS])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

/** The range of an export: business days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The payments (and their reversals, negative) received in a range, by day, as a keyset reader:
 * each call gives the next `limit` rows after the last one of the call before.
 */
export function paymentsForExport(db: Db, range: DayRange) {
  return (after: { day: string; id: number } | null, limit: number) => {
    let query = db
      .selectFrom('payments')
      .innerJoin('customer_profiles as c', 'c.user_id', 'payments.customer_id')
      .select([
        'payments.id',
        'payments.received_on',
        'payments.customer_id',
        'c.business_name',
        'payments.amount_cents',
        'payments.method',
        'payments.channel',
        'payments.reference',
        'payments.reverses_payment_id',
        'payments.created_at',
      ])
      // From the last slice's day on (a bound SQLite uses to start its index scan there).
      .where('payments.received_on', '>=', after?.day ?? range.from)
      .where('payments.received_on', '<=', range.to);
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('payments.received_on', 'payments.id'), '>', eb.tuple(after.day, after.id)),
      );
    return query.orderBy('payments.received_on').orderBy('payments.id').limit(limit).execute();
  };
}
export type PaymentExportRow = Awaited<ReturnType<ReturnType<typeof paymentsForExport>>>[number];
