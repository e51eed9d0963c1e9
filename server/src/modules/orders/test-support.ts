import type { BusinessProfile } from '@shop/contract';
import { businessDate } from '../../lib/business-date.js';
import type { TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn } from '../../test/factories.js';
import { applyMovement } from '../inventory/index.js';

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
    async newCustomer(profile: Partial<BusinessProfile> = {}) {
      const c = await createCustomer(db(), { profile });
      return { id: c.id, email: c.email, cookie: (await signIn(t().app, c.email)).cookie };
    },
  };
}
