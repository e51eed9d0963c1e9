import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { productInput, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { productTotalsForExport } from '../orders/index.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { onHand, newCustomer } = orderKit(() => t, NOW);

type PackOut = { id: number; kind: string; units: number; stems: number; price_cents: number; active: boolean };
type Line = { product_id: number; quantity: number; pack_id?: number };

/** A rose sold by the stem, the bunch of 10 and the box of 120 (stock counted in stems). */
const threePacks = [
  { kind: 'stem', units: 1, price_cents: 100, active: true },
  { kind: 'bunch', units: 10, price_cents: 900, active: true },
  { kind: 'box', units: 120, price_cents: 9600, active: true },
];
const writeProduct = (body: object, id?: number) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/products/${id}` : '/api/products',
    payload: body,
    ...as(staff),
  });
const packBody = (packs: object[], extra: object = {}) => {
  const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput();
  return { ...rest, packs, ...extra };
};
async function packedRose(stems: number) {
  const res = await writeProduct(packBody(threePacks));
  expect(res.statusCode, res.body).toBe(201);
  const product = res.json().data.product as { id: number; packs: PackOut[] };
  if (stems > 0) {
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/receipts',
      payload: { lines: [{ product_id: product.id, quantity: stems }] },
      ...as(staff),
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
  }
  const [stem, bunch, box] = product.packs;
  return { id: product.id, stem: stem!, bunch: bunch!, box: box! };
}
/** The changes of the last audit row of an order or a product. */
async function lastAudit(entity: 'order' | 'product', id: number): Promise<Record<string, [unknown, unknown]>> {
  const row = await t.db
    .selectFrom('audit_events')
    .select('changes')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.changes) as Record<string, [unknown, unknown]>;
}
const order = (customerId: number, lines: Line[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { customer_id: customerId, delivery_method: 'pickup', delivery_date: TODAY, lines },
    ...as(staff),
  });

describe('products sold in packs', () => {
  it('keeps the packs written, base unit a stem, the price of the cheapest active pack; a write of today is one pack', async () => {
    const res = await writeProduct(packBody(threePacks));
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data.product;
    expect(product).toMatchObject({ unit: 'stem', stems_per_unit: 1, price_cents: 100 });
    // The owner reads each pack's cost: not known, never received (decision 063).
    const noCost = { cost_cents: null, margin_cents: null };
    expect(product.packs).toEqual([
      {
        id: expect.any(Number),
        kind: 'stem',
        units: 1,
        stems: 1,
        price_cents: 100,
        active: true,
        breaks: [],
        ...noCost,
      },
      {
        id: expect.any(Number),
        kind: 'bunch',
        units: 10,
        stems: 10,
        price_cents: 900,
        active: true,
        breaks: [],
        ...noCost,
      },
      {
        id: expect.any(Number),
        kind: 'box',
        units: 120,
        stems: 120,
        price_cents: 9600,
        active: true,
        breaks: [],
        ...noCost,
      },
    ]);

    // PUT: a pack named by id is changed (its id stays), one left out is taken off, one without an id added.
    const [stem, bunch] = product.packs as PackOut[];
    const put = await writeProduct(
      packBody(
        [
          { id: stem!.id, kind: 'stem', units: 1, price_cents: 110, active: false },
          { id: bunch!.id, kind: 'bunch', units: 10, price_cents: 950, active: true },
          { kind: 'box', units: 200, price_cents: 15000, active: true },
        ],
        { sku: product.sku },
      ),
      product.id,
    );
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json().data.product;
    expect(after.price_cents).toBe(950);
    expect(after.packs.map((p: PackOut) => [p.id === stem!.id, p.id === bunch!.id, p.kind, p.units, p.active])).toEqual(
      [
        [true, false, 'stem', 1, false],
        [false, true, 'bunch', 10, true],
        [false, false, 'box', 200, true],
      ],
    );
    // The trail: the packs before and after, as staff read them; the default pack's price.
    expect(await lastAudit('product', product.id)).toMatchObject({
      price_cents: [100, 950],
      packs: [
        [
          { kind: 'stem', units: 1, stems: 1, price_cents: 100, active: true },
          { kind: 'bunch', units: 10, stems: 10, price_cents: 900, active: true },
          { kind: 'box', units: 120, stems: 120, price_cents: 9600, active: true },
        ],
        [
          { kind: 'stem', units: 1, stems: 1, price_cents: 110, active: false },
          { kind: 'bunch', units: 10, stems: 10, price_cents: 950, active: true },
          { kind: 'box', units: 200, stems: 200, price_cents: 15000, active: true },
        ],
      ],
    });
    // A write of today (the form of before) changes the first pack alone and keeps the others.
    const { packs: _packs, ...plain } = packBody([]);
    const legacyPut = await writeProduct(
      { ...plain, sku: product.sku, unit: 'stem', stems_per_unit: 1, price_cents: 120 },
      product.id,
    );
    expect(legacyPut.statusCode, legacyPut.body).toBe(200);
    const kept = legacyPut.json().data.product;
    expect(kept.packs.map((p: PackOut) => [p.id, p.price_cents, p.active])).toEqual([
      [stem!.id, 120, true],
      [bunch!.id, 950, true],
      [after.packs[2].id, 15000, true],
    ]);
    expect(kept.price_cents).toBe(120);

    // The calls of today: unit, stems and price, one pack of units 1, which a later write of today keeps.
    const legacy = await writeProduct(productInput({ unit: 'bunch', stems_per_unit: 25, price_cents: 2450 }));
    expect(legacy.statusCode).toBe(201);
    const one = legacy.json().data.product;
    expect(one).toMatchObject({ unit: 'bunch', stems_per_unit: 25, price_cents: 2450 });
    expect(one.packs).toEqual([
      {
        id: expect.any(Number),
        kind: 'bunch',
        units: 1,
        stems: 25,
        price_cents: 2450,
        active: true,
        breaks: [],
        ...noCost,
      },
    ]);
    const again = await writeProduct(
      productInput({ sku: one.sku, unit: 'bunch', stems_per_unit: 25, price_cents: 2600 }),
      one.id,
    );
    expect(again.json().data.product.packs).toEqual([{ ...one.packs[0], price_cents: 2600 }]);
  });

  it('refuses a pack of 0 units, a price below 0, no active pack or another product’s pack: a 400 naming the field', async () => {
    const cases: [object[], string][] = [
      [[{ kind: 'stem', units: 0, price_cents: 100 }], 'packs.0.units'],
      [[threePacks[0]!, { kind: 'box', units: 120, price_cents: -1 }], 'packs.1.price_cents'],
      [[{ kind: 'crate', units: 10, price_cents: 100 }], 'packs.0.kind'],
      [[{ kind: 'stem', units: 1, price_cents: 100, active: false }], 'packs'],
    ];
    for (const [packs, field] of cases) {
      const res = await writeProduct(packBody(packs));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, res.body).toBe(field);
    }
    const other = await packedRose(0);
    const res = await writeProduct(packBody([{ id: other.box.id, kind: 'box', units: 120, price_cents: 100 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('packs.0.id');
    // Nothing written.
    expect(
      await t.db.selectFrom('product_packs').select('id').where('product_id', '=', other.id).execute(),
    ).toHaveLength(3);
  });
});

describe('order lines in packs', () => {
  it('takes a box’s 120 stems from stock, remembers the pack, and takes the cheapest pack when none is named', async () => {
    const rose = await packedRose(300);
    const customer = await newCustomer();
    const res = await order(customer.id, [{ product_id: rose.id, pack_id: rose.box.id, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data.order;
    expect(placed.lines[0]).toMatchObject({
      pack_id: rose.box.id,
      pack_units: 120,
      unit: 'box',
      stems_per_unit: 120,
      quantity: 2,
      unit_price_cents: 9600,
      line_total_cents: 19200,
      back_order: false,
    });
    expect(await onHand(rose.id)).toBe(60);

    const plain = await order(customer.id, [{ product_id: rose.id, quantity: 5 }]);
    expect(plain.json().data.order.lines[0]).toMatchObject({
      pack_id: rose.stem.id,
      unit: 'stem',
      unit_price_cents: 100,
    });
    expect(await onHand(rose.id)).toBe(55);

    const unknown = await order(customer.id, [{ product_id: rose.id, pack_id: 999_999, quantity: 1 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('lines.0.pack_id');
  });

  it('back-orders whole packs beyond stock, gives back the right stems on an edit and a cancellation', async () => {
    const rose = await packedRose(250);
    const customer = await newCustomer();
    // 3 boxes: 2 from the 250 stems (240), 1 on back-order.
    const placed = (await order(customer.id, [{ product_id: rose.id, pack_id: rose.box.id, quantity: 3 }])).json().data
      .order;
    expect(placed.lines[0]).toMatchObject({ quantity: 3, back_order: true, back_order_text: '1' });
    expect(await onHand(rose.id)).toBe(10);

    // An edit naming no pack keeps the line's: 1 box gives back 1 box of 120 stems.
    const body = (lines: Line[]) => ({
      customer_id: customer.id,
      delivery_method: 'pickup',
      delivery_date: TODAY,
      lines,
    });
    const edit = (lines: Line[]) =>
      t.app.inject({ method: 'PUT', url: `/api/Orders/${placed.id}`, payload: body(lines), ...as(staff) });
    let res = await edit([{ product_id: rose.id, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.lines[0]).toMatchObject({ pack_id: rose.box.id, quantity: 1, back_order: false });
    expect(await onHand(rose.id)).toBe(130);

    // Changing the pack: the box's 120 come back, 4 bunches take 40 of the 250.
    res = await edit([{ product_id: rose.id, pack_id: rose.bunch.id, quantity: 4 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.lines[0]).toMatchObject({ unit: 'bunch', stems_per_unit: 10, unit_price_cents: 900 });
    expect(await onHand(rose.id)).toBe(210);
    // The trail says the line's pack changed, as the reader reads it.
    const trail = await lastAudit('order', placed.id);
    expect(trail[`lines.${rose.id}.pack`]).toEqual([
      { id: rose.box.id, kind: 'box', stems: 120 },
      { id: rose.bunch.id, kind: 'bunch', stems: 10 },
    ]);
    expect(trail[`lines.${rose.id}.quantity`]).toEqual([1, 4]);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${placed.id}/update/cancelled`,
      ...as(staff),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await onHand(rose.id)).toBe(250);
  });

  it('a web order takes all of a box or nothing, and only an active pack', async () => {
    const rose = await packedRose(100);
    const customer = await newCustomer();
    const web = (lines: Line[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Customer/Orders',
        payload: { delivery_method: 'pickup', delivery_date: TODAY, agreed_disclaimer: true, lines },
        ...as(customer.cookie),
      });
    const short = await web([{ product_id: rose.id, pack_id: rose.box.id, quantity: 1 }]);
    expect(short.statusCode).toBe(409);
    expect(await onHand(rose.id)).toBe(100);
    const ok = await web([{ product_id: rose.id, pack_id: rose.bunch.id, quantity: 3 }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await onHand(rose.id)).toBe(70);
  });

  it('the pick list and the design center have a row per pack beside the product’s base units; the dashboard and the export add them up', async () => {
    const rose = await packedRose(50);
    const [a, b] = [await newCustomer(), await newCustomer()];
    // A box of 120 on back-order (50 stems cannot fill a box), 5 stems taken from stock.
    expect((await order(a.id, [{ product_id: rose.id, pack_id: rose.box.id, quantity: 1 }])).statusCode).toBe(201);
    expect((await order(b.id, [{ product_id: rose.id, pack_id: rose.stem.id, quantity: 5 }])).statusCode).toBe(201);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, ...as(staff) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const ofRose = (rows: { product_id: number }[]) => rows.filter((r) => r.product_id === rose.id);
    // A row per pack (the box first, in packs), each with the product's 125 stems wanted; in the
    // cooler the 5 held and the 45 free: 75 short.
    const product = { base_unit: 'stem', base_stems_per_unit: 1, base_quantity: 125 };
    expect(ofRose((await get(`/api/pick-list?date=${TODAY}`)).rows)).toEqual([
      expect.objectContaining({ unit: 'box', stems_per_unit: 120, pack_units: 120, quantity: 1, orders: 1 }),
      expect.objectContaining({ unit: 'stem', stems_per_unit: 1, pack_units: 1, quantity: 5, orders: 1 }),
    ]);
    for (const row of ofRose((await get(`/api/pick-list?date=${TODAY}`)).rows))
      expect(row).toMatchObject({ ...product, on_hand: 50, short: 75 });
    const totals = ofRose((await get(`/api/Orders/design-center/items-model?date=${TODAY}`)).productTotals);
    expect(totals).toEqual([
      expect.objectContaining({ ...product, unit: 'box', stems_per_unit: 120, quantity: 1, orders: 1 }),
      expect.objectContaining({ ...product, unit: 'stem', stems_per_unit: 1, quantity: 5, orders: 1 }),
    ]);
    // The back-orders page says the line's pack: one box of 120 waits.
    expect((await get(`/api/back-orders?product_id=${rose.id}`)).lines).toEqual([
      expect.objectContaining({ unit: 'box', stems_per_unit: 120, quantity: 1, open_quantity: 1 }),
    ]);
    // The dashboard's top products and the products export count the same stems.
    const top = (await get(`/api/dashboard?from=${TODAY}&to=${TODAY}`)).top_products.find(
      (r: { product_id: number }) => r.product_id === rose.id,
    );
    expect(top).toMatchObject({ quantity: 125 });
    const exported = (await productTotalsForExport(t.db, { from: TODAY, to: TODAY })(rose.id - 1, 1))[0];
    expect(exported).toMatchObject({ id: rose.id, unit: 'stem' });
    expect([exported!.quantity, exported!.stems, exported!.back_ordered].map(Number)).toEqual([125, 125, 120]);
  });

  it('the back-order fill counts the stems a pack takes: a box waiting is not proposed from 50 stems, nor filled', async () => {
    const rose = await packedRose(50);
    const [a, b] = [await newCustomer(), await newCustomer()];
    // A box of 120 waits whole (50 stems cannot fill it); 70 stems take the 50 and 20 wait.
    expect((await order(a.id, [{ product_id: rose.id, pack_id: rose.box.id, quantity: 1 }])).statusCode).toBe(201);
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}), ...as(staff) });
    type Proposed = { order_line_id: number; unit: string; pack_units: number; proposed_quantity: number };
    const proposal = async () => {
      const res = await api('GET', `/api/back-orders/products/${rose.id}/allocation`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { on_hand: number; lines: Proposed[] };
    };
    let shown = await proposal();
    expect(shown.on_hand).toBe(50);
    expect(shown.lines).toEqual([expect.objectContaining({ unit: 'box', pack_units: 120, proposed_quantity: 0 })]);
    // Asked anyway, the box is refused: 120 stems are more than the 50 on hand; nothing moves.
    const box = shown.lines[0]!.order_line_id;
    const refused = await api('POST', '/api/back-orders/allocations', {
      product_id: rose.id,
      lines: [{ order_line_id: box, quantity: 1 }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/Not enough .* in stock: 50 left/);
    expect(await onHand(rose.id)).toBe(50);

    expect((await order(b.id, [{ product_id: rose.id, pack_id: rose.stem.id, quantity: 70 }])).statusCode).toBe(201);
    expect(await onHand(rose.id)).toBe(0);
    const receipt = await api('POST', '/api/inventory/receipts', { lines: [{ product_id: rose.id, quantity: 130 }] });
    expect(receipt.statusCode, receipt.body).toBe(201);
    // 130 stems: the box (oldest) takes 120, the 10 left go to the stems' line (20 waiting).
    shown = await proposal();
    expect(shown.lines.map((l) => [l.unit, l.pack_units, l.proposed_quantity])).toEqual([
      ['box', 120, 1],
      ['stem', 1, 10],
    ]);
    const filled = await api('POST', '/api/back-orders/allocations', {
      product_id: rose.id,
      lines: shown.lines.map((l) => ({ order_line_id: l.order_line_id, quantity: l.proposed_quantity })),
    });
    expect(filled.statusCode, filled.body).toBe(201);
    // In stems, as on hand: 120 + 10.
    expect(filled.json().data).toEqual({ filled_quantity: 130, line_count: 2, on_hand: 0 });
  });
});
