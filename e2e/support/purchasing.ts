import { expect, type APIRequestContext } from '@playwright/test';

export interface DraftedPurchaseOrder {
  id: number;
  number: string;
  lines: { id: number }[];
}

/**
 * A USD supplier of its own (named after `name`, in `country`) and a draft purchase order of two
 * boxes of ten of the product at `unitCostCents` a unit, through the API as staff.
 */
export async function draftPurchaseOrder(
  request: APIRequestContext,
  product: { id: number },
  { name, country, unitCostCents }: { name: string; country: string; unitCostCents: number },
): Promise<DraftedPurchaseOrder> {
  const supplier = await request.post('/api/suppliers', {
    data: {
      name: `${name} ${Date.now()}`,
      country,
      currency: 'USD',
      email: 'farm@example.com',
      lead_time_days: 3,
    },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierId = ((await supplier.json()) as { data: { supplier: { id: number } } }).data.supplier.id;
  const created = await request.post('/api/purchase-orders', {
    data: {
      supplier_id: supplierId,
      arrival_date: '2027-03-01',
      lines: [{ product_id: product.id, boxes: 2, units_per_box: 10, unit_cost_cents: unitCostCents }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { purchase_order: DraftedPurchaseOrder } }).data.purchase_order;
}
