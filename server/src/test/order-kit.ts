import { expect } from 'vitest';
import type { BusinessProfile } from '@shop/contract';
import { businessDate } from '../lib/business-date.js';
import type { TestApp } from './app.js';
import { createCustomer, createProduct, signIn } from './factories.js';
import { applyMovement } from '../modules/inventory/index.js';

/** What order tests share: stocked products, stock and balance read-backs, signed-in customers. */
export function orderKit(t: () => TestApp, now: Date) {
  const db = () => t().db;
  return {
    async stocked(quantity: number, overrides: Parameters<typeof createProduct>[1] = {}) {
      const p = await createProduct(db(), overrides);
      if (quantity > 0) {
        await db()
          .transaction()
          .execute((trx) =>
            applyMovement(trx, {
              productId: p.id,
              quantity,
              reason: 'receipt',
              by: { id: null, name: 'test' },
              nowIso: now.toISOString(),
              today: businessDate(now),
            }),
          );
      }
      return p;
    },
    async onHand(productId: number) {
      const row = await db()
        .selectFrom('products')
        .select('on_hand')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      return row.on_hand;
    },
    async balance(customerId: number) {
      const row = await db()
        .selectFrom('customer_profiles')
        .select('balance_cents')
        .where('user_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.balance_cents);
    },
    /**
     * An order staff take (POST /api/Orders as `cookie`): delivered to Greater Montreal on `date`
     * unless `extra` says otherwise; fails the test unless it is created.
     */
    async staffOrder<Order = { id: number; number: string }>(
      cookie: string,
      order: { customer_id: number; date: string; lines: { product_id: number; quantity: number }[] },
      extra: Record<string, unknown> = {},
    ): Promise<Order> {
      const { date, ...rest } = order;
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/Orders',
        headers: { cookie },
        payload: {
          delivery_method: 'delivery',
          delivery_zone: 'montreal-laval',
          delivery_date: date,
          ...rest,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { order: Order } }).data.order;
    },
    async newCustomer(profile: Partial<BusinessProfile> = {}) {
      const c = await createCustomer(db(), { profile });
      return { id: c.id, email: c.email, cookie: (await signIn(t().app, c.email)).cookie };
    },
  };
}
