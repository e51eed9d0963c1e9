import { addDays, type PaymentChannel, type PaymentMethod } from '@shop/contract';
import type { Db } from '../db/connection.js';
import type { FileStore } from '../modules/files/index.js';
import { businessDate } from '../lib/business-date.js';
import type { Clock } from '../lib/clock.js';
import { createStaffOrder, type OrderDeps } from '../modules/orders/service.js';
import { receivePayment } from '../modules/payments/service.js';
import { DEMO_CUSTOMER } from './demo-customers.js';

/** Payments of the demo customer over the last days: [days ago, method, where, cents, reference]. */
const PAYMENTS: [number, PaymentMethod, PaymentChannel, number, string | undefined][] = [
  [6, 'visa', 'office', 15_000, 'VISA-0412'],
  [2, 'cheque', 'driver', 12_000, 'CHQ-2231'],
  [1, 'cash', 'counter', 4550, undefined],
  [0, 'interac', 'counter', 8725, 'INT-4471'],
  [0, 'cash', 'driver', 3000, undefined],
];

/**
 * The demo customer's money pages and the household payments have something to show: a credit
 * note (unless the demo orders already gave them one) and a few payments, some taken in house
 * today. Written by the services themselves, so balances agree.
 */
export async function seedDemoAccount(
  db: Db,
  clock: Clock,
  config: OrderDeps['config'],
  files: FileStore,
): Promise<void> {
  const staffRow = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  const staff = staffRow && { ...staffRow, roles: ['owner' as const] };
  const client = await db.selectFrom('users').select('id').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirst();
  if (!staff || !client) return;

  const credited = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', client.id)
    .where('type', '=', 'refund')
    .executeTakeFirst();
  const original = await db
    .selectFrom('orders')
    .select(['id', 'delivery_date'])
    .where('customer_id', '=', client.id)
    .where('type', '=', 'order')
    .where('status', '=', 'delivered')
    .orderBy('delivery_date')
    .orderBy('id')
    .executeTakeFirst();
  if (!credited && original) {
    const line = await db
      .selectFrom('order_lines')
      .select('product_id')
      .where('order_id', '=', original.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await createStaffOrder({ db, clock, config, files }, staff, {
      customer_id: client.id,
      type: 'refund',
      parent_order_id: original.id,
      delivery_method: 'pickup',
      delivery_date: original.delivery_date,
      lines: [{ product_id: line.product_id, quantity: 1 }],
    });
  }

  const today = businessDate(clock.now());
  for (const [daysAgo, method, channel, amount, reference] of PAYMENTS)
    await receivePayment({ db, clock }, staff, {
      customer_id: client.id,
      amount_cents: amount,
      method,
      channel,
      ...(reference ? { reference } : {}),
      received_on: addDays(today, -daysAgo),
    });
}
