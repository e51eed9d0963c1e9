import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';

// Issue 37, item 1: suppliers and a product's links to them, for the owner and the office.
let t: TestApp;
let owner: string;
let office: string;
let counter: string;
let customer: string;
let rose: number;

const farm = (over: Record<string, unknown> = {}) => ({
  name: 'Rosas del Ecuador',
  country: 'ec',
  currency: 'USD',
  contact: 'María Pérez',
  email: 'ventas@rosas.example',
  lead_time_days: 4,
  payment_terms: 'Net 30',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  const c = await createCustomer(t.db);
  customer = (await signIn(t.app, c.email)).cookie;
  rose = (await createProduct(t.db, { sku: 'ROSE-FREEDOM-60', name_en: 'Rose Freedom 60 cm' })).id;
});
afterAll(() => t.close());

const post = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/suppliers', payload, ...as(cookie) });

describe('suppliers (GET/POST /api/suppliers, GET/PUT /api/suppliers/{id})', () => {
  it('the office adds one: the country as its code, the language from the province, in the audit trail', async () => {
    const res = await post(office, farm({ province: '' }));
    expect(res.statusCode).toBe(201);
    const supplier = res.json().data.supplier;
    expect(supplier).toMatchObject({
      name: 'Rosas del Ecuador',
      country: 'EC',
      province: null,
      currency: 'USD',
      language: 'en',
      active: true,
    });
    const quebec = (
      await post(owner, farm({ name: 'Ferme Érable', country: 'CA', province: 'qc', currency: 'CAD' }))
    ).json().data.supplier;
    expect(quebec).toMatchObject({ province: 'QC', language: 'fr' });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'supplier')
      .where('entity_id', '=', supplier.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes).currency).toEqual([null, 'USD']);
  });

  it('refuses bad input naming the field, and the counter, a customer or nobody', async () => {
    for (const [body, field] of [
      [farm({ currency: 'GBP' }), 'currency'],
      [farm({ country: 'Atlantis' }), 'country'],
      [farm({ email: 'no' }), 'email'],
      [farm({ lead_time_days: -1 }), 'lead_time_days'],
      [farm({ province: 'Quebec' }), 'province'],
    ] as const) {
      const res = await post(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field ?? res.json().message).toContain(field);
    }
    expect((await post(counter, farm())).statusCode).toBe(403);
    expect((await post(customer, farm())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(401);
  });

  it('lists a page by name, searched without accents, inactive ones only when asked', async () => {
    const id = (await post(owner, farm({ name: 'Zeeland Bloemen', country: 'NL', currency: 'EUR' }))).json().data
      .supplier.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/${id}`,
      payload: farm({ name: 'Zeeland Bloemen', country: 'NL', currency: 'EUR', active: false }),
      ...as(office),
    });
    expect(put.json().data.supplier.active).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/api/suppliers?limit=1', ...as(owner) });
    expect(list.json().data.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect(list.json().data.suppliers.map((s: { name: string }) => s.name)).toEqual(['Ferme Érable']);
    const search = await t.app.inject({ method: 'GET', url: '/api/suppliers?search=erable', ...as(owner) });
    expect(search.json().data.suppliers).toHaveLength(1);
    const all = await t.app.inject({ method: 'GET', url: '/api/suppliers?active=all', ...as(owner) });
    expect(all.json().data.pagination.total).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers/999999', ...as(owner) })).statusCode).toBe(404);
    const one = await t.app.inject({ method: 'GET', url: `/api/suppliers/${id}`, ...as(owner) });
    expect(one.json().data.supplier.name).toBe('Zeeland Bloemen');
  });

  it("keeps a product's links: the supplier's code, units per box, last cost", async () => {
    const id = (await post(owner, farm({ name: 'Linked Farm' }))).json().data.supplier.id;
    const url = `/api/suppliers/${id}/products/${rose}`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      payload: { supplier_code: 'FR-60', units_per_box: 250, last_cost_cents: 42 },
      ...as(office),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.product).toMatchObject({
      sku: 'ROSE-FREEDOM-60',
      supplier_code: 'FR-60',
      units_per_box: 250,
      last_cost_cents: 42,
      currency: 'USD',
    });
    await t.app.inject({ method: 'PUT', url, payload: { units_per_box: 300 }, ...as(office) });
    const list = await t.app.inject({ method: 'GET', url: `/api/suppliers/${id}/products`, ...as(office) });
    expect(list.json().data.products).toMatchObject([{ units_per_box: 300, last_cost_cents: 42, supplier_code: null }]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/${id}/products/999999`,
      payload: { units_per_box: 10 },
      ...as(owner),
    });
    expect(bad.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, ...as(owner) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, ...as(owner) })).statusCode).toBe(404);
    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'supplier')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'product_add', 'product_update', 'product_remove']);
  });
});
