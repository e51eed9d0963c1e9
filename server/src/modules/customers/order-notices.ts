import { ORDER_NOTICES, type OrderNotice, type OrderNotices } from '@shop/contract';
import type { Db } from '../../db/connection.js';

/** The stored list of notices turned off, as the profile shows it (every kind on or off). */
export function readOrderNotices(off: string): OrderNotices {
  const offList = new Set(off.split(',').filter(Boolean));
  return Object.fromEntries(ORDER_NOTICES.map((n) => [n, !offList.has(n)])) as OrderNotices;
}

/** What the profile sends, as the column stores it. */
export function writeOrderNotices(notices: OrderNotices): string {
  return ORDER_NOTICES.filter((n) => !notices[n]).join(',');
}

/** Whether a customer wants this notice about their orders (on unless they turned it off). */
export async function wantsOrderNotice(db: Db, customerId: number, notice: OrderNotice): Promise<boolean> {
  const row = await db
    .selectFrom('customer_profiles')
    .select('order_notices_off')
    .where('user_id', '=', customerId)
    .executeTakeFirst();
  return row ? readOrderNotices(row.order_notices_off)[notice] : false;
}
