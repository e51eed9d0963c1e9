import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

const NOW = new Date('2026-11-20T13:00:00Z');

describe('tax rates from configuration', () => {
  it('reads GST_RATE and QST_RATE as percentages in units of 1/100,000, 5 and 9.975 by default', () => {
    expect(loadConfig({}).taxRates).toEqual({ gst: 5000, qst: 9975 });
    expect(loadConfig({ GST_RATE: '7', QST_RATE: '9.5' }).taxRates).toEqual({ gst: 7000, qst: 9500 });
    expect(loadConfig({ QST_RATE: '0.125' }).taxRates.qst).toBe(125);
    for (const bad of ['abc', '-1', '5.1234', '150'])
      expect(() => loadConfig({ GST_RATE: bad }), bad).toThrow(ConfigError);
  });

  describe('on orders', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ clock: { now: () => NOW }, env: { GST_RATE: '6', QST_RATE: '10' } });
    });
    afterAll(() => t.close());

    it('taxes a staff order at the configured rates', async () => {
      const { stocked, newCustomer } = orderKit(() => t, NOW);
      const staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
      const p = await stocked(5, { price_cents: 1005 });
      const customer = await newCustomer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          customer_id: customer.id,
          delivery_method: 'pickup',
          delivery_date: '2026-11-20',
          lines: [{ product_id: p.id, quantity: 1 }],
        },
        ...as(staff),
      });
      // 10.05 × 6% = 0.603 → 0.60; × 10% = 1.005 → 1.01 (half-up); total 11.66.
      expect(res.json().data.order).toMatchObject({ gst_cents: 60, qst_cents: 101, total_cents: 1166 });
    });
  });
});
