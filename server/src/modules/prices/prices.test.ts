import { priceAtQuantity, type PriceSource } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createCustomer,
  productInput,
  profile,
  signIn,
  signInAsNewAdmin,
  withCookie as as,
} from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Issue 38 item 4, decision 060 (that no customer sees another's prices: privacy.test.ts). Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let owner: string;
let office: string;
let counter: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
});
afterAll(() => t.close());

const { newCustomer, staffOrder } = orderKit(() => t, NOW);

type PackOut = {
  id: number;
  kind: string;
  units: number;
  price_cents: number;
  list_price_cents?: number;
  price_source?: string;
};
type ProductOut = {
  id: number;
  price_cents: number;
  list_price_cents?: number;
  price_source?: string;
  packs: PackOut[];
};
type LineOut = {
  product_id: number;
  unit_price_cents: number;
  price_cents: number;
  list_price_cents: number | null;
  price_source: string | null;
};

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(cookie) });

/** A rose by the stem (1.00 $) and the box of 100 (80.00 $, 10 boxes or more: 70.00 $), 5,000 stems in stock. */
async function rose(): Promise<ProductOut> {
  const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput();
  const res = await call(owner, 'POST', '/api/products', {
    ...rest,
    packs: [
      { kind: 'stem', units: 1, price_cents: 100, active: true },
      { kind: 'box', units: 100, price_cents: 8000, active: true, breaks: [{ min_quantity: 10, price_cents: 7000 }] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const product = res.json().data.product as ProductOut;
  const moved = await call(owner, 'POST', '/api/inventory/movements', {
    product_id: product.id,
    quantity: 5000,
    reason: 'receipt',
  });
  expect(moved.statusCode, moved.body).toBe(201);
  return product;
}

async function level(percent: number) {
  const res = await call(owner, 'POST', '/api/price-levels', {
    name_en: `Volume ${percent}`,
    name_fr: `Volume ${percent}`,
    percent_off: percent,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.price_level as { id: number; percent_off: number };
}

const productAs = async (cookie: string, id: number, query = '') =>
  (await call(cookie, 'GET', `/api/products/${id}${query}`)).json().data.product as ProductOut;
const listAs = async (cookie: string, id: number) =>
  ((await call(cookie, 'GET', `/api/products?ids=${id}`)).json().data.products as ProductOut[])[0]!;
const webOrder = async (cookie: string, lines: object[]) => {
  const res = await call(cookie, 'POST', '/api/Customer/Orders', {
    delivery_method: 'pickup',
    delivery_date: TODAY,
    agreed_disclaimer: true,
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number; lines: LineOut[] };
};

describe('price levels (GET/POST/PUT /api/price-levels)', () => {
  it('are kept by the owner and the office, read by staff, refused to customers, and audited', async () => {
    const made = await call(office, 'POST', '/api/price-levels', {
      name_en: 'Event',
      name_fr: 'Événement',
      percent_off: 12.5,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.price_level.id as number;
    expect(made.json().data.price_level).toEqual({
      id,
      name_en: 'Event',
      name_fr: 'Événement',
      percent_off: 12.5,
      customers: 0,
    });
    expect(
      (await call(counter, 'POST', '/api/price-levels', { name_en: 'X', name_fr: 'X', percent_off: 1 })).statusCode,
    ).toBe(403);
    const florist = await newCustomer();
    expect((await call(florist.cookie, 'GET', '/api/price-levels')).statusCode).toBe(403);
    expect(
      (await call(florist.cookie, 'PUT', `/api/price-levels/${id}`, { name_en: 'E', name_fr: 'E', percent_off: 90 }))
        .statusCode,
    ).toBe(403);
    for (const bad of [{ percent_off: 91 }, { percent_off: -1 }, { percent_off: 8.125 }, { name_fr: ' ' }])
      expect(
        (await call(owner, 'POST', '/api/price-levels', { name_en: 'A', name_fr: 'B', percent_off: 5, ...bad }))
          .statusCode,
      ).toBe(400);
    const renamed = await call(owner, 'PUT', `/api/price-levels/${id}`, {
      name_en: 'Event',
      name_fr: 'Événement',
      percent_off: 12,
    });
    expect(renamed.json().data.price_level.percent_off).toBe(12);
    expect(
      (await call(owner, 'PUT', '/api/price-levels/999999', { name_en: 'A', name_fr: 'B', percent_off: 1 })).statusCode,
    ).toBe(404);
    const listed = (await call(counter, 'GET', '/api/price-levels')).json().data.price_levels as { id: number }[];
    expect(listed.map((l) => l.id)).toContain(id);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'price_level')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.changes as string)).toEqual({ percent_off: [12.5, 12] });
  });
});

describe("a customer's prices (GET/PUT /api/customers/{id}/prices)", () => {
  it('refuses an unknown pack, a pack of another product and an unknown level; customers read none of it', async () => {
    const a = await rose();
    const b = await rose();
    const florist = await newCustomer();
    const put = (cookie: string, body: object, id = florist.id) =>
      call(cookie, 'PUT', `/api/customers/${id}/prices`, body);
    const unknown = await put(owner, { prices: [{ pack_id: 999999, price_cents: 50 }] });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'prices.0.pack_id']);
    const other = await put(owner, {
      prices: [
        { pack_id: a.packs[0]!.id, price_cents: 50 },
        { pack_id: b.packs[0]!.id, product_id: a.id, price_cents: 50 },
      ],
    });
    expect([other.statusCode, other.json().field]).toEqual([400, 'prices.1.pack_id']);
    expect((await put(owner, { price_level_id: 999999, prices: [] })).statusCode).toBe(400);
    expect(
      (
        await put(owner, {
          prices: [{ pack_id: a.packs[0]!.id, price_cents: 50, starts_on: '2026-12-01', ends_on: '2026-11-01' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await put(owner, { prices: [] }, 999999)).statusCode).toBe(404);
    expect((await put(counter, { prices: [] })).statusCode).toBe(403);
    expect((await put(florist.cookie, { prices: [] })).statusCode).toBe(403);
    expect((await call(florist.cookie, 'GET', `/api/customers/${florist.id}/prices`)).statusCode).toBe(403);

    const lvl = await level(8);
    const saved = await put(office, {
      price_level_id: lvl.id,
      prices: [{ pack_id: a.packs[1]!.id, product_id: a.id, price_cents: 6500, ends_on: '2026-12-31' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(counter, 'GET', `/api/customers/${florist.id}/prices`)).json().data.customer_prices;
    expect(read).toMatchObject({
      price_level_id: lvl.id,
      prices: [
        {
          pack_id: a.packs[1]!.id,
          product_id: a.id,
          pack_kind: 'box',
          pack_units: 100,
          list_price_cents: 8000,
          price_cents: 6500,
          starts_on: null,
          ends_on: '2026-12-31',
        },
      ],
    });
  });
});

describe("a pack's quantity breaks (packs[].breaks)", () => {
  it('are kept by quantity, each below the pack and the break before it; else 400 on the break', async () => {
    const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput();
    const write = (breaks: object[]) =>
      call(owner, 'POST', '/api/products', {
        ...rest,
        packs: [
          { kind: 'stem', units: 1, price_cents: 100, active: true },
          { kind: 'box', units: 100, price_cents: 8000, active: true, breaks },
        ],
      });
    const refused = async (breaks: object[], field: string) => {
      const res = await write(breaks);
      expect([res.statusCode, res.json().field], res.body).toEqual([400, field]);
    };
    await refused([{ min_quantity: 10, price_cents: 8000 }], 'packs.1.breaks.0.price_cents');
    // Given out of order: the 20-box break (7,500) is dearer than the 10-box one (7,000); the
    // field names it among the breaks by quantity (the second).
    await refused(
      [
        { min_quantity: 20, price_cents: 7500 },
        { min_quantity: 10, price_cents: 7000 },
      ],
      'packs.1.breaks.1.price_cents',
    );
    await refused(
      [
        { min_quantity: 10, price_cents: 7000 },
        { min_quantity: 10, price_cents: 6000 },
      ],
      'packs.1.breaks',
    );
    const made = await write([
      { min_quantity: 50, price_cents: 6000 },
      { min_quantity: 10, price_cents: 7000 },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.product.packs[1].breaks).toEqual([
      { min_quantity: 10, price_cents: 7000 },
      { min_quantity: 50, price_cents: 6000 },
    ]);
  });
});

describe("the cart's figure is what placement charges (priceAtQuantity, decision 060)", () => {
  it('prices each quantity from the product reply and the breaks as the placed order does', async () => {
    const p = await rose();
    const box = p.packs[1]!;
    const lvl = await level(10);
    const leveled = await newCustomer();
    const contracted = await newCustomer();
    await call(owner, 'PUT', `/api/customers/${leveled.id}/prices`, { price_level_id: lvl.id, prices: [] });
    await call(owner, 'PUT', `/api/customers/${contracted.id}/prices`, {
      prices: [{ pack_id: box.id, price_cents: 6000 }],
    });
    const charged: number[] = [];
    for (const who of [leveled, contracted])
      for (const quantity of [1, 9, 10]) {
        // What the cart holds: the customer's pack as the product reply gives it, with its breaks.
        const pack = (await productAs(who.cookie, p.id)).packs[1] as PackOut & {
          breaks: { min_quantity: number; price_cents: number }[];
        };
        const cart = priceAtQuantity(
          {
            price_cents: pack.price_cents,
            list_price_cents: pack.list_price_cents!,
            price_source: pack.price_source as PriceSource,
          },
          pack.breaks,
          quantity,
        );
        const line = (await webOrder(who.cookie, [{ product_id: p.id, pack_id: box.id, quantity }])).lines[0]!;
        expect([line.unit_price_cents, line.list_price_cents, line.price_source], `${quantity}`).toEqual([
          cart.price_cents,
          cart.list_price_cents,
          cart.price_source,
        ]);
        charged.push(line.unit_price_cents);
      }
    // The figures themselves: the level below 10 boxes, the break from 10; the contract throughout.
    expect(charged).toEqual([7200, 7200, 7000, 6000, 6000, 6000]);
  });
});

describe('a customer takes price_level_id (PUT /api/customers/{id}, API.md)', () => {
  it('sets, keeps, takes off and refuses a level; staff read it in the detail, the customer does not; audited', async () => {
    const lvl = await level(7);
    const c = await createCustomer(t.db);
    const body = { ...profile(), emailAddress: c.email };
    const put = (extra: object) => call(office, 'PUT', `/api/customers/${c.id}`, { ...body, ...extra });
    const detail = async (cookie: string) =>
      (await call(cookie, 'GET', `/api/customer/${c.id}`)).json().data.customer as { price_level_id?: number | null };

    const set = await put({ price_level_id: lvl.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.customer.price_level_id).toBe(lvl.id);
    expect((await detail(counter)).price_level_id).toBe(lvl.id);
    // The same level the prices module reads (and prices with).
    expect((await call(owner, 'GET', `/api/customers/${c.id}/prices`)).json().data.customer_prices.price_level_id).toBe(
      lvl.id,
    );
    // Left out: kept; unknown: 400 naming the field, nothing changed; null: taken off.
    expect((await put({})).json().data.customer.price_level_id).toBe(lvl.id);
    const unknown = await put({ price_level_id: 999999 });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'price_level_id']);
    expect((await detail(owner)).price_level_id).toBe(lvl.id);
    expect((await put({ price_level_id: null })).json().data.customer.price_level_id).toBeNull();
    // The counter may read customers, not change them; the customer reads their own page without it.
    expect((await call(counter, 'PUT', `/api/customers/${c.id}`, { ...body, price_level_id: lvl.id })).statusCode).toBe(
      403,
    );
    await put({ price_level_id: lvl.id });
    const own = (await signIn(t.app, c.email)).cookie;
    const mine = await call(own, 'GET', `/api/customer/${c.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.customer).not.toHaveProperty('price_level_id');

    const audit = await t.db
      .selectFrom('audit_events')
      .select('changes')
      .where('entity', '=', 'customer')
      .where('entity_id', '=', c.id)
      .orderBy('id')
      .execute();
    const levels = audit.map((a) => JSON.parse(a.changes as string).price_level_id).filter(Boolean);
    expect(levels).toEqual([
      [null, lvl.id],
      [lvl.id, null],
      [null, lvl.id],
    ]);
  });
});

describe('the one rule (decision 060)', () => {
  it('gives the lowest of list, level, contract and break, says which, and the line keeps it', async () => {
    const p = await rose();
    const [stem, box] = p.packs as [PackOut, PackOut];
    const lvl = await level(10);
    const leveled = await newCustomer();
    const contracted = await newCustomer();
    const plain = await newCustomer();
    await call(owner, 'PUT', `/api/customers/${leveled.id}/prices`, { price_level_id: lvl.id, prices: [] });
    await call(owner, 'PUT', `/api/customers/${contracted.id}/prices`, {
      prices: [
        { pack_id: box.id, price_cents: 6000, starts_on: '2026-11-01', ends_on: '2026-11-30' },
        { pack_id: stem.id, price_cents: 50, starts_on: '2027-01-01' },
      ],
    });

    // The plain customer: the list (the box's break from 10 boxes on).
    const asPlain = await productAs(plain.cookie, p.id);
    expect([asPlain.price_cents, asPlain.list_price_cents, asPlain.price_source]).toEqual([100, 100, 'list']);
    // The level: 10 % off every pack.
    const asLevel = await listAs(leveled.cookie, p.id);
    expect(asLevel.packs.map((k) => [k.price_cents, k.list_price_cents, k.price_source])).toEqual([
      [90, 100, 'level'],
      [7200, 8000, 'level'],
    ]);
    expect([asLevel.price_cents, asLevel.list_price_cents, asLevel.price_source]).toEqual([90, 100, 'level']);
    // The contract: the box at 60.00 $ this month; the stem's starts next year (not yet).
    const asContract = await productAs(contracted.cookie, p.id);
    expect(asContract.packs.map((k) => [k.price_cents, k.price_source])).toEqual([
      [100, 'list'],
      [6000, 'contract'],
    ]);
    // Staff read the list, or a customer's prices when they name one (the order form).
    expect((await productAs(owner, p.id)).packs.map((k) => k.price_cents)).toEqual([100, 8000]);
    expect((await productAs(counter, p.id, `?customer_id=${leveled.id}`)).packs.map((k) => k.price_cents)).toEqual([
      90, 7200,
    ]);

    // Web orders: 12 boxes reach the break (70.00 $ < 72.00 $ of the level); 2 boxes take the level.
    const big = await webOrder(leveled.cookie, [{ product_id: p.id, pack_id: box.id, quantity: 12 }]);
    expect(big.lines[0]).toMatchObject({
      unit_price_cents: 7000,
      price_cents: 7000,
      list_price_cents: 8000,
      price_source: 'break',
    });
    const small = await webOrder(leveled.cookie, [{ product_id: p.id, pack_id: box.id, quantity: 2 }]);
    expect(small.lines[0]).toMatchObject({ unit_price_cents: 7200, list_price_cents: 8000, price_source: 'level' });
    const contractOrder = await webOrder(contracted.cookie, [{ product_id: p.id, pack_id: box.id, quantity: 12 }]);
    expect(contractOrder.lines[0]).toMatchObject({ unit_price_cents: 6000, price_source: 'contract' });

    // The staff form: no price given, the rule's; the rule's price given, its source; another, none.
    const staffRule = await staffOrder<{ lines: LineOut[] }>(owner, {
      customer_id: leveled.id,
      date: TODAY,
      lines: [{ product_id: p.id, quantity: 3 }],
    });
    expect(staffRule.lines[0]).toMatchObject({ unit_price_cents: 90, price_source: 'level', list_price_cents: 100 });
    const staffSame = await staffOrder<{ lines: LineOut[] }>(owner, {
      customer_id: leveled.id,
      date: TODAY,
      lines: [{ product_id: p.id, quantity: 3, unit_price_cents: 90 } as never],
    });
    expect(staffSame.lines[0]).toMatchObject({ unit_price_cents: 90, price_source: 'level' });
    const staffHand = await staffOrder<{ lines: LineOut[] }>(owner, {
      customer_id: leveled.id,
      date: TODAY,
      lines: [{ product_id: p.id, quantity: 3, unit_price_cents: 77 } as never],
    });
    expect(staffHand.lines[0]).toMatchObject({ unit_price_cents: 77, price_source: null, list_price_cents: 100 });

    // A line keeps the price it was sold at: the level changing later changes no order.
    await call(owner, 'PUT', `/api/price-levels/${lvl.id}`, { name_en: 'L', name_fr: 'L', percent_off: 50 });
    const again = (await call(owner, 'GET', `/api/Orders/${small.id}`)).json().data.order as { lines: LineOut[] };
    expect(again.lines[0]).toMatchObject({ unit_price_cents: 7200, price_source: 'level' });
  });
});
