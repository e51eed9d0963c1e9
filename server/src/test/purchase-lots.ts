import { expect } from 'vitest';
import type { TestApp } from './app.js';

/**
 * A lot received through purchasing: a purchase order of one line, sent and received whole;
 * gives the purchase order's id (its charges and rate move the lot's landed cost).
 */
export async function receivedLot(
  t: TestApp,
  cookie: string,
  lot: { supplier_id: number; product_id: number; units: number; cents: number },
): Promise<number> {
  const call = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const created = await call('/api/purchase-orders', {
    supplier_id: lot.supplier_id,
    arrival_date: '2026-11-19',
    lines: [{ product_id: lot.product_id, boxes: 1, units_per_box: lot.units, unit_cost_cents: lot.cents }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data.purchase_order;
  await call(`/api/purchase-orders/${order.id}/send`);
  const received = await call(`/api/purchase-orders/${order.id}/receive`, {
    lines: [{ line_id: order.lines[0].id, units: lot.units }],
  });
  expect(received.statusCode, received.body).toBe(200);
  return order.id as number;
}

/** A Quebec grower selling in CAD (a lot's landed cost is then its cost): its id. */
export async function quebecGrower(t: TestApp, cookie: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/suppliers',
    payload: {
      name: 'Ferme Érable',
      country: 'CA',
      province: 'QC',
      currency: 'CAD',
      email: 'f@erable.example',
      lead_time_days: 1,
    },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.supplier.id as number;
}
