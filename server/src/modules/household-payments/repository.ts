import { IN_HOUSE_CHANNELS, type PaymentChannel } from '@shop/contract';
import type { Db } from '../../db/connection.js';

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
