import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { quebecGrower, receivedLot } from '../../test/purchase-lots.js';

// Issue 37 item 6 (decision 063): a product's cost now, and its packs', for the owner and office:
// the landed cost of the lot its next sale takes first.
const NOW = new Date('2026-11-20T13:00:00Z');
let t: TestApp;
let owner: string;
let office: string;
let counter: string;
let grower: number;
const kit = orderKit(() => t, NOW);

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });

/** A lot of `units` at `cents` a unit from the Quebec grower (CAD: its landed cost is its cost). */
const lot = (productId: number, units: number, cents: number) =>
  receivedLot(t, owner, { supplier_id: grower, product_id: productId, units, cents });

const sell = (customerId: number, productId: number, quantity: number) =>
  kit.staffOrder(owner, { customer_id: customerId, date: '2026-11-20', lines: [{ product_id: productId, quantity }] });

/** A stem at 1.00 and a box of 25 at 20.00 (the stem is the default pack: the cheapest). */
const packs = [
  { kind: 'stem' as const, units: 1, price_cents: 100, active: true },
  { kind: 'box' as const, units: 25, price_cents: 2000, active: true },
];
const figures = (p: { cost_cents?: number | null; margin_cents?: number | null; packs: object[] }) => [
  p.cost_cents,
  p.margin_cents,
  p.packs.map((k) => [
    (k as { cost_cents: number | null }).cost_cents,
    (k as { margin_cents: number | null }).margin_cents,
  ]),
];
const one = async (id: number, cookie = owner) => {
  const res = await call('GET', `/api/products/${id}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.product;
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  grower = await quebecGrower(t, owner);
});
afterAll(() => t.close());

describe("a product's cost and margin now (owner and office)", () => {
  it('is the first lot not exhausted, moving as sales take the lots, then the newest; none without a lot', async () => {
    const rose = await createProduct(t.db, { packs });
    const tulip = await createProduct(t.db, { packs });
    // 100 stems at 0.40 and 0.25 of freight: 0.4025 a stem.
    const first = await lot(rose.id, 100, 40);
    const freight = { kind: 'freight', amount_cents: 25, spread: 'boxes' };
    expect((await call('POST', `/api/purchase-orders/${first}/charges`, freight)).statusCode).toBe(201);
    await lot(rose.id, 100, 50);
    const florist = await kit.newCustomer();

    // The first lot, not yet sold from: 40.25 a stem; a box of 25 is 10.06 (rounded), earning 9.94.
    expect(figures(await one(rose.id))).toEqual([
      40,
      60,
      [
        [40, 60],
        [1006, 994],
      ],
    ]);
    expect(figures(await one(tulip.id, office))).toEqual([
      null,
      null,
      [
        [null, null],
        [null, null],
      ],
    ]);

    // 60 sold, then 40: the first lot is exhausted, the next sale takes the second.
    await sell(florist.id, rose.id, 60);
    expect((await one(rose.id)).cost_cents).toBe(40);
    await sell(florist.id, rose.id, 40);
    expect(figures(await one(rose.id, office))).toEqual([
      50,
      50,
      [
        [50, 50],
        [1250, 750],
      ],
    ]);

    // Both sold out: the newest lot's, as a sale then estimates it; a lot received after is next.
    await sell(florist.id, rose.id, 100);
    expect((await one(rose.id)).cost_cents).toBe(50);
    await lot(rose.id, 100, 61);
    expect((await one(rose.id)).cost_cents).toBe(61);

    // A page of products in one call, each with its own; nothing for the counter.
    const list = await call('GET', `/api/products?ids=${rose.id},${tulip.id}&active=all`, undefined, office);
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().data.products.map((p: { id: number }) => [p.id, p]));
    expect(figures(byId.get(rose.id) as never)).toEqual([
      61,
      39,
      [
        [61, 39],
        [1525, 475],
      ],
    ]);
    expect(figures(byId.get(tulip.id) as never)).toEqual([
      null,
      null,
      [
        [null, null],
        [null, null],
      ],
    ]);
    const seen = await call('GET', `/api/products?ids=${rose.id}`, undefined, counter);
    expect(JSON.stringify(seen.json())).not.toMatch(/cost_cents|margin_cents/);
  });

  it("follows a customer's prices when staff ask for them (the margin of what that customer pays)", async () => {
    const lily = await createProduct(t.db, { packs });
    await lot(lily.id, 50, 30);
    const florist = await kit.newCustomer();
    const priced = await call('GET', `/api/products/${lily.id}?customer_id=${florist.id}`);
    const product = priced.json().data.product;
    expect(product.margin_cents).toBe(product.price_cents - 30);
    expect(product.packs[1].margin_cents).toBe(product.packs[1].price_cents - 750);
  });
});
