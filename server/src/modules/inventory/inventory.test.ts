import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { COUNTED_PAST_PAGE } from '../../db/count-up-to.js';
import { applyMovements } from './ledger.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { insertInBatches } from '../../test/database.js';

let t: TestApp;
let staff: string;
let customer: string;
const today = '2026-11-20';
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(`${today}T15:00:00Z`) } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
});
afterAll(() => t.close());

const as = withCookie;
const move = (payload: object, cookie = staff) =>
  t.app.inject({ method: 'POST', url: '/api/inventory/movements', payload, ...as(cookie) });

async function ledgerSum(productId: number): Promise<number> {
  const row = await t.db
    .selectFrom('inventory_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('inventory ledger (PRODUCT.md)', () => {
  it('records receipts and adjustments with who and why; on_hand follows; fresh stock gets its arrival date', async () => {
    const p = await createProduct(t.db);
    const received = await move({ product_id: p.id, quantity: 40, reason: 'receipt', note: 'Ecuador farm' });
    expect(received.statusCode).toBe(201);
    expect(received.json().data.product).toMatchObject({ on_hand: 40, arrived_on: today });
    const adjusted = await move({ product_id: p.id, quantity: -3, reason: 'adjustment', note: 'Broken stems' });
    expect(adjusted.json().data.product.on_hand).toBe(37);

    const ledger = await t.app.inject({ method: 'GET', url: `/api/inventory/${p.id}/movements`, ...as(staff) });
    expect(ledger.json().data.movements).toMatchObject([
      { quantity: -3, reason: 'adjustment', note: 'Broken stems', on_hand_after: 37, created_at: expect.any(String) },
      { quantity: 40, reason: 'receipt', on_hand_after: 40, created_by_name: expect.stringMatching(/^Staff/) },
    ]);
    expect(await ledgerSum(p.id)).toBe(37);
  });

  it('never goes below zero: a loss larger than the stock is a 409 naming the product and what is left', async () => {
    const p = await createProduct(t.db, { name_en: 'Gerbera Pink' });
    await move({ product_id: p.id, quantity: 5, reason: 'receipt' });
    const res = await move({ product_id: p.id, quantity: -6, reason: 'loss' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough Gerbera Pink in stock: 5 left.');
    // In French, "de" elides before a vowel (d’Anthurium) and not before a consonant (de Rose).
    const french = async (name_fr: string, quantity: number) => {
      const product = await createProduct(t.db, { name_fr });
      if (quantity > 0) await move({ product_id: product.id, quantity, reason: 'receipt' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/inventory/movements',
        payload: { product_id: product.id, quantity: -(quantity + 1), reason: 'loss' },
        headers: { cookie: staff, 'x-language': 'fr' },
      });
      return refused.json().message as string;
    };
    expect(await french('Anthurium rouge', 16)).toBe('Stock insuffisant d’Anthurium rouge\u00a0: il en reste 16.');
    expect(await french('Rose Freedom', 2)).toBe('Stock insuffisant de Rose Freedom\u00a0: il en reste 2.');
    expect(await french('Œillet blanc', 0)).toBe('Stock insuffisant d’Œillet blanc\u00a0: il n’en reste plus.');
    // The database refuses it too, whatever the code does.
    await expect(t.db.updateTable('products').set({ on_hand: -1 }).where('id', '=', p.id).execute()).rejects.toThrow();
    expect(await ledgerSum(p.id)).toBe(5);
  });

  it('refuses bad movements naming the field', async () => {
    const p = await createProduct(t.db);
    for (const [payload, field] of [
      [{ product_id: p.id, quantity: 0, reason: 'receipt' }, 'quantity'],
      [{ product_id: p.id, quantity: -2, reason: 'receipt' }, 'quantity'],
      [{ product_id: p.id, quantity: 2, reason: 'loss' }, 'quantity'],
      [{ product_id: p.id, quantity: 2, reason: 'adjustment' }, 'note'],
      [{ product_id: p.id, quantity: '2', reason: 'receipt' }, 'quantity'],
      [{ product_id: p.id, quantity: 2, reason: 'order' }, 'reason'],
    ] as const) {
      const res = await move(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await move({ product_id: 999999, quantity: 1, reason: 'receipt' })).statusCode).toBe(404);
  });

  it('is staff only: 401 signed out, 403 for a customer', async () => {
    const p = await createProduct(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory' })).statusCode).toBe(401);
    expect((await move({ product_id: p.id, quantity: 1, reason: 'receipt' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory', ...as(customer) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inventory/${p.id}/movements`, ...as(customer) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inventory/999999/movements', ...as(staff) })).statusCode,
    ).toBe(404);
  });

  it('receives a delivery of several products at once, all or nothing', async () => {
    const a = await createProduct(t.db);
    const b = await createProduct(t.db, { fresh: false, category: 'hard-goods' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/receipts',
      payload: {
        lines: [
          { product_id: a.id, quantity: 10 },
          { product_id: b.id, quantity: 4 },
        ],
        note: 'Truck 12',
      },
      ...as(staff),
    });
    expect(res.statusCode).toBe(201);
    expect(
      res.json().data.products.map((p: { on_hand: number; arrived_on: string | null }) => [p.on_hand, p.arrived_on]),
    ).toEqual([
      [10, today],
      [4, null],
    ]);
    // One row of the trail per product received, as an adjustment's.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['entity_id', 'action', 'changes'])
      .where('entity', '=', 'stock_adjustment')
      .where('entity_id', 'in', [a.id, b.id])
      .orderBy('entity_id')
      .execute();
    expect(trail.map((e) => [e.entity_id, e.action, JSON.parse(e.changes)])).toEqual([
      [a.id, 'receive', { on_hand: [0, 10], reason: [null, 'receipt'], note: [null, 'Truck 12'] }],
      [b.id, 'receive', { on_hand: [0, 4], reason: [null, 'receipt'], note: [null, 'Truck 12'] }],
    ]);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/receipts',
      payload: {
        lines: [
          { product_id: a.id, quantity: 1 },
          { product_id: 999999, quantity: 1 },
        ],
      },
      ...as(staff),
    });
    expect(failed.statusCode).toBe(404);
    expect(await ledgerSum(a.id)).toBe(10);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/receipts',
      payload: {
        lines: [
          { product_id: a.id, quantity: 1 },
          { product_id: a.id, quantity: 1 },
        ],
      },
      ...as(staff),
    });
    expect(dup.statusCode).toBe(400);
  });

  it('moves several products in one go: movements of one product are added up, and one refused refuses all', async () => {
    const a = await createProduct(t.db);
    const b = await createProduct(t.db);
    await move({ product_id: a.id, quantity: 10, reason: 'receipt' });
    await move({ product_id: b.id, quantity: 2, reason: 'receipt' });
    const by = { id: null, name: 'test' };
    const entry = { reason: 'order' as const, by, nowIso: new Date().toISOString(), today };
    const moves = [
      { productId: a.id, quantity: -3 },
      { productId: b.id, quantity: -1 },
      { productId: a.id, quantity: -4 },
    ];
    const after = await t.db.transaction().execute((trx) => applyMovements(trx, moves, entry));
    expect(Object.fromEntries(after)).toEqual({ [a.id]: 3, [b.id]: 1 });
    const rows = await t.db
      .selectFrom('inventory_movements')
      .select(['product_id', 'quantity', 'on_hand_after'])
      .where('product_id', 'in', [a.id, b.id])
      .where('reason', '=', 'order')
      .orderBy('product_id')
      .execute();
    expect(rows).toEqual([
      { product_id: a.id, quantity: -7, on_hand_after: 3 },
      { product_id: b.id, quantity: -1, on_hand_after: 1 },
    ]);

    const refused = t.db.transaction().execute((trx) =>
      applyMovements(
        trx,
        [
          { productId: a.id, quantity: -1 },
          { productId: b.id, quantity: -2 },
        ],
        entry,
      ),
    );
    await expect(refused).rejects.toMatchObject({ code: 'OUT_OF_STOCK', params: { left: 1 } });
    expect([await ledgerSum(a.id), await ledgerSum(b.id)]).toEqual([3, 1]);
    const stock = await t.db
      .selectFrom('products')
      .select(['id', 'on_hand'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(stock.map((p) => p.on_hand)).toEqual([3, 1]);
  });

  it('lists stock with low-stock and category filters and the age of fresh stock', async () => {
    const tag = `inv${Date.now()}`;
    const low = await createProduct(t.db, { name_en: `Low ${tag}`, low_stock_at: 10 });
    const plenty = await createProduct(t.db, { name_en: `Plenty ${tag}` });
    await move({ product_id: low.id, quantity: 3, reason: 'receipt' });
    await move({ product_id: plenty.id, quantity: 50, reason: 'receipt' });
    await t.db.updateTable('products').set({ arrived_on: '2026-11-17' }).where('id', '=', plenty.id).execute();
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/inventory?search=${tag}${q}`, ...as(staff) })).json().data;
    expect((await list('&low=true')).items.map((i: { id: number }) => i.id)).toEqual([low.id]);
    const all = await list('');
    expect(all.items.find((i: { id: number }) => i.id === plenty.id)).toMatchObject({ on_hand: 50, age_days: 3 });
    expect((await list('&category=greens')).items).toEqual([]);
  });

  it('holds under 50 concurrent movements: the ledger sums to on_hand and nothing goes below zero', async () => {
    const p = await createProduct(t.db);
    await move({ product_id: p.id, quantity: 20, reason: 'receipt' });
    // 25 receipts of 2 and 25 losses of 3 race: whatever the order, on_hand = 20 + sum of the accepted ones.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? move({ product_id: p.id, quantity: 2, reason: 'receipt' })
          : move({ product_id: p.id, quantity: -3, reason: 'loss' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const product = await t.db
      .selectFrom('products')
      .select('on_hand')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(product.on_hand).toBe(await ledgerSum(p.id));
    expect(product.on_hand).toBeGreaterThanOrEqual(0);
    const accepted = results.filter((r) => r.statusCode === 201).length;
    const movements = await t.db
      .selectFrom('inventory_movements')
      .select('id')
      .where('product_id', '=', p.id)
      .execute();
    expect(movements).toHaveLength(accepted + 1);
  });

  it("counts a product's ledger no further than its page's start + COUNTED_PAST_PAGE, and says there are more", async () => {
    const p = await createProduct(t.db);
    const rows = Array.from({ length: COUNTED_PAST_PAGE + 1 }, (_, i) => ({
      product_id: p.id,
      quantity: 1,
      reason: 'receipt',
      note: null,
      on_hand_after: i + 1,
      created_by: null,
      created_by_name: 'Seed',
      created_at: `${today}T10:00:00.000Z`,
    }));
    await insertInBatches(t.db, 'inventory_movements', rows);
    const page = async (n: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/inventory/${p.id}/movements?page=${n}&limit=50`,
          ...as(staff),
        })
      ).json().data;
    const first = await page(1);
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: COUNTED_PAST_PAGE, capped: true });
    expect(first.movements.map((m: { on_hand_after: number }) => m.on_hand_after).slice(0, 2)).toEqual([
      COUNTED_PAST_PAGE + 1,
      COUNTED_PAST_PAGE,
    ]);
    expect((await page(2)).pagination).toEqual({ page: 2, limit: 50, total: COUNTED_PAST_PAGE + 1 });
  });
});
