import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, signInAsNewAdmin } from '../../test/factories.js';
import { seedDemoDesignCenter } from '../../seed/demo-design-center.js';
import { orderKit } from '../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
// Days of their own, so that the figures below count only what this file puts there.
const DAY = '2026-12-01';
const NEXT_DAY = '2026-12-02';
const EMPTY_DAY = '2026-12-03';

let t: TestApp;
let staff: string;
let customer: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customer = await kit.newCustomer({ businessName: 'Atelier Alpha' });
});
afterAll(() => t.close());

const kit = orderKit(() => t, NOW);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

interface Row {
  order_id: number;
  table_id: number;
  order_number: string;
  product_id: number;
  product_name: string;
  quantity: number;
  designer: string | null;
  order_designer: string | null;
  complete_order: boolean;
  back_order: boolean;
  back_order_text: string;
  design_status: 'designed' | 'not_designed';
}
interface Order {
  id: number;
  number: string;
  designer: string | null;
  design_status: string;
  lines: { id: number; product_id: number; complete_order: boolean; back_order: boolean; back_order_text: string }[];
}

const staffOrder = (customerId: number, lines: { product_id: number; quantity: number }[], extra = {}) =>
  kit.staffOrder<Order>(staff, { customer_id: customerId, date: DAY, lines }, extra);

async function move(id: number, status: string) {
  const res = await call('PUT', `/api/Orders/${id}/update/${status}`, staff);
  expect(res.statusCode, res.body).toBe(200);
}

const items = async (query: string, cookie = staff, headers: Record<string, string> = {}) => {
  const res = await call('GET', `/api/orders/design-center/items?${query}`, cookie, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    date: string;
    orders: Row[];
    stats: { totalOrders: number; deliveryOrders: number; pickupOrders: number; designedOrders: number };
    pagination: { page: number; limit: number; total: number };
  };
};
const totals = async (query: string) => {
  const res = await call('GET', `/api/Orders/design-center/items-model?${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.productTotals as {
    product_id: number;
    name: string;
    quantity: number;
    complete_quantity: number;
    orders: number;
  }[];
};
const tick = (lineId: number, body: object, cookie = staff) =>
  call('PUT', `/api/orders/designer/complete-back/${lineId}`, cookie, body);
const assign = (lineId: number, body: object, cookie = staff) =>
  call('PUT', `/api/orders/${lineId}/designer`, cookie, body);

/**
 * The day's orders: two to prepare (a delivery for Alpha, a pickup for Beta that is ready), and
 * what the design center leaves out: cancelled, delivered, a prebooking, a pending web order and
 * a credit note on the same day, plus an order of the next day.
 */
async function day() {
  const rose = await kit.stocked(100, { name_en: 'Rose Freedom', name_fr: 'Rose Freedom rouge' });
  const eucalyptus = await kit.stocked(100, { name_en: 'Eucalyptus', name_fr: 'Eucalyptus bébé' });
  const gerbera = await kit.stocked(100, { name_en: 'Gerbera', name_fr: 'Gerbéra' });
  const beta = await kit.newCustomer({ businessName: 'Boutique Beta' });
  const alpha = await staffOrder(customer.id, [
    { product_id: rose.id, quantity: 4 },
    { product_id: eucalyptus.id, quantity: 2 },
  ]);
  const pickup = await staffOrder(
    beta.id,
    [
      { product_id: rose.id, quantity: 3 },
      { product_id: gerbera.id, quantity: 5 },
    ],
    { delivery_method: 'pickup', delivery_zone: null },
  );
  await move(pickup.id, 'ready');
  const cancelled = await staffOrder(beta.id, [{ product_id: rose.id, quantity: 10 }]);
  await move(cancelled.id, 'cancelled');
  const delivered = await staffOrder(beta.id, [{ product_id: gerbera.id, quantity: 9 }]);
  await move(delivered.id, 'ready');
  await move(delivered.id, 'delivered');
  const prebooking = await staffOrder(beta.id, [{ product_id: rose.id, quantity: 6 }], { type: 'prebooking' });
  const refund = await staffOrder(customer.id, [{ product_id: rose.id, quantity: 1 }], {
    type: 'refund',
    parent_order_id: alpha.id,
    delivery_method: 'pickup',
    delivery_zone: null,
  });
  const web = await call('POST', '/api/Customer/Orders', beta.cookie, {
    delivery_method: 'pickup',
    delivery_date: DAY,
    lines: [{ product_id: gerbera.id, quantity: 1 }],
    agreed_disclaimer: true,
  });
  expect(web.statusCode, web.body).toBe(201);
  const tomorrow = await staffOrder(customer.id, [{ product_id: eucalyptus.id, quantity: 7 }], {
    delivery_date: NEXT_DAY,
  });
  const pendingWeb = web.json().data.order as { lines: { id: number }[] };
  return {
    rose,
    eucalyptus,
    gerbera,
    beta,
    alpha,
    pickup,
    cancelled,
    delivered,
    prebooking,
    pendingWeb,
    refund,
    tomorrow,
  };
}
let d: Awaited<ReturnType<typeof day>>;
beforeAll(async () => {
  d = await day();
});

describe('GET /api/orders/design-center/items', () => {
  it('lists the lines of the confirmed and ready orders of the day, with the stats of the filter', async () => {
    const data = await items(`date=${DAY}`);
    expect(data.date).toBe(DAY);
    expect(data.pagination).toEqual({ page: 1, limit: 30, total: 4 });
    expect(data.stats).toEqual({ totalOrders: 2, deliveryOrders: 1, pickupOrders: 1, designedOrders: 0 });
    expect(data.orders.map((r) => [r.order_id, r.product_id, r.quantity])).toEqual([
      [d.alpha.id, d.rose.id, 4],
      [d.alpha.id, d.eucalyptus.id, 2],
      [d.pickup.id, d.rose.id, 3],
      [d.pickup.id, d.gerbera.id, 5],
    ]);
    expect(data.orders[0]).toEqual({
      order_id: d.alpha.id,
      table_id: d.alpha.lines[0]!.id,
      order_number: d.alpha.number,
      customer_id: customer.id,
      customer_name: 'Atelier Alpha',
      order_status: 'confirmed',
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: DAY,
      product_id: d.rose.id,
      product_name: 'Rose Freedom',
      unit: 'bunch',
      stems_per_unit: 25,
      quantity: 4,
      designer: null,
      order_designer: null,
      complete_order: false,
      back_order: false,
      back_order_text: '',
      design_status: 'not_designed',
    });
    expect(data.orders[2]).toMatchObject({
      customer_name: 'Boutique Beta',
      order_status: 'ready',
      delivery_zone: null,
    });
  });

  it('names products in the reader’s language', async () => {
    const data = await items(`date=${DAY}`, staff, { 'x-language': 'fr' });
    expect(data.orders.map((r) => r.product_name)).toEqual([
      'Rose Freedom rouge',
      'Eucalyptus bébé',
      'Rose Freedom rouge',
      'Gerbéra',
    ]);
  });

  it('takes today in Montreal when no date is given', async () => {
    const data = await items('');
    expect(data.date).toBe(TODAY);
    expect(data.orders.every((r) => r.order_id !== d.alpha.id)).toBe(true);
    expect((await items(`date=${NEXT_DAY}`)).orders.map((r) => r.order_id)).toEqual([d.tomorrow.id]);
  });

  it('filters by delivery or pickup and by customer, the stats following', async () => {
    const pickup = await items(`date=${DAY}&delivery_method=pickup`);
    expect(pickup.orders.map((r) => r.order_id)).toEqual([d.pickup.id, d.pickup.id]);
    expect(pickup.stats).toEqual({ totalOrders: 1, deliveryOrders: 0, pickupOrders: 1, designedOrders: 0 });
    const alpha = await items(`date=${DAY}&customer_id=${customer.id}`);
    expect(alpha.orders.map((r) => r.order_id)).toEqual([d.alpha.id, d.alpha.id]);
    expect(alpha.stats).toEqual({ totalOrders: 1, deliveryOrders: 1, pickupOrders: 0, designedOrders: 0 });
    const none = await items(`date=${EMPTY_DAY}`);
    expect(none).toMatchObject({
      orders: [],
      pagination: { total: 0 },
      stats: { totalOrders: 0, deliveryOrders: 0, pickupOrders: 0 },
    });
  });

  it('pages from 1, 30 rows by default, in order and line order', async () => {
    const first = await items(`date=${DAY}&limit=3`);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4 });
    expect(first.orders).toHaveLength(3);
    const second = await items(`date=${DAY}&limit=3&page=2`);
    expect(second.orders.map((r) => r.table_id)).toEqual([d.pickup.lines[1]!.id]);
    expect(second.stats.totalOrders).toBe(2);
    expect((await items(`date=${DAY}&limit=3&page=3`)).orders).toEqual([]);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['date=2026-02-31', 'date'],
      ['status=done', 'status'],
      ['delivery_method=boat', 'delivery_method'],
      ['customer_id=abc', 'customer_id'],
    ]) {
      const res = await call('GET', `/api/orders/design-center/items?${query}`, staff);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, field });
    }
  });

  it('is for staff only: 401 signed out, 403 for a customer', async () => {
    const out = await call('GET', '/api/orders/design-center/items', undefined);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toMatchObject({ error: 'Unauthorized' });
    expect((await call('GET', '/api/orders/design-center/items', customer.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/Orders/design-center/items-model', () => {
  // Every product here is sold in its own unit (a bunch of 25): one row each, in base units.
  const ownUnit = (quantity: number) => ({
    pack_units: 1,
    base_unit: 'bunch',
    base_stems_per_unit: 25,
    base_quantity: quantity,
  });
  it('sums each product across the filtered orders (what to pull from the cooler)', async () => {
    // Rose 4 + 3, eucalyptus 2, gerbera 5: nothing from the cancelled, delivered, prebooked,
    // pending, credited or next-day orders.
    expect(await totals(`date=${DAY}`)).toEqual([
      {
        product_id: d.eucalyptus.id,
        name: 'Eucalyptus',
        unit: 'bunch',
        stems_per_unit: 25,
        quantity: 2,
        complete_quantity: 0,
        orders: 1,
        ...ownUnit(2),
      },
      {
        product_id: d.gerbera.id,
        name: 'Gerbera',
        unit: 'bunch',
        stems_per_unit: 25,
        quantity: 5,
        complete_quantity: 0,
        orders: 1,
        ...ownUnit(5),
      },
      {
        product_id: d.rose.id,
        name: 'Rose Freedom',
        unit: 'bunch',
        stems_per_unit: 25,
        quantity: 7,
        complete_quantity: 0,
        orders: 2,
        ...ownUnit(7),
      },
    ]);
    expect((await totals(`date=${DAY}&delivery_method=delivery`)).map((p) => [p.name, p.quantity])).toEqual([
      ['Eucalyptus', 2],
      ['Rose Freedom', 4],
    ]);
    expect(await totals(`date=${EMPTY_DAY}`)).toEqual([]);
    // SPEC §3: the list's reply carries them too, for the whole filter whatever the page.
    const page = await call(
      'GET',
      `/api/orders/design-center/items?date=${DAY}&delivery_method=delivery&limit=1`,
      staff,
    );
    expect(page.json().data.productTotals.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual(
      [
        ['Eucalyptus', 2],
        ['Rose Freedom', 4],
      ],
    );
    // The path is case-insensitive, as SPEC §7 writes it in both cases.
    const lower = await call('GET', `/api/orders/design-center/items-model?date=${DAY}`, staff);
    expect(lower.json().data.productTotals).toHaveLength(3);
  });

  it('400 on a bad filter, 401 signed out, 403 for a customer', async () => {
    expect((await call('GET', '/api/Orders/design-center/items-model?date=tomorrow', staff)).statusCode).toBe(400);
    expect((await call('GET', '/api/Orders/design-center/items-model', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/Orders/design-center/items-model', customer.cookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/orders/designer/complete-back/{lineId}', () => {
  it('ticks complete and back-order, one clearing the other; all complete makes the order designed', async () => {
    const [rose, eucalyptus] = d.alpha.lines as [Order['lines'][number], Order['lines'][number]];
    let res = await tick(rose.id, { complete_order: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Line complete.',
      data: { allComplete: false, order: { id: d.alpha.id, design_status: 'not_designed' } },
    });
    expect(res.json().data.order.lines[0]).toMatchObject({ id: rose.id, complete_order: true, back_order: false });

    res = await tick(eucalyptus.id, { back_order: true, back_order_text: 'Only 1 left' });
    expect(res.json().data.rows[1]).toMatchObject({
      table_id: eucalyptus.id,
      complete_order: false,
      back_order: true,
      back_order_text: 'Only 1 left',
    });

    // Completing the back-ordered line clears its back-order: every line is complete.
    res = await tick(eucalyptus.id, { complete_order: true });
    expect(res.json()).toMatchObject({
      message: 'Every line is complete: the order is designed.',
      data: { allComplete: true, order: { design_status: 'designed' } },
    });
    expect(res.json().data.rows[1]).toMatchObject({ complete_order: true, back_order: false, back_order_text: '' });
    expect((await items(`date=${DAY}`)).stats.designedOrders).toBe(1);
    expect((await items(`date=${DAY}&status=designed`)).orders.map((r) => r.order_id)).toEqual([
      d.alpha.id,
      d.alpha.id,
    ]);
    expect((await totals(`date=${DAY}&customer_id=${customer.id}`)).map((p) => p.complete_quantity)).toEqual([2, 4]);

    // Back-ordering a complete line clears complete (no text: '' as SPEC §5 says): no longer designed.
    res = await tick(rose.id, { back_order: true });
    expect(res.json()).toMatchObject({ message: 'Line on back-order.', data: { allComplete: false } });
    expect(res.json().data.order.design_status).toBe('not_designed');
    expect(res.json().data.rows[0]).toMatchObject({ complete_order: false, back_order: true, back_order_text: '' });
    expect((await items(`date=${DAY}&status=back_order`)).orders.map((r) => r.table_id)).toEqual([rose.id]);
    expect((await items(`date=${DAY}&status=complete`)).orders.map((r) => r.table_id)).toEqual([eucalyptus.id]);
    expect((await items(`date=${DAY}&status=todo`)).orders.map((r) => r.order_id)).toEqual([d.pickup.id, d.pickup.id]);

    // Clearing flags: the line is to do again.
    res = await tick(rose.id, { back_order: false });
    expect(res.json().data.rows[0]).toMatchObject({ complete_order: false, back_order: false, back_order_text: '' });
    res = await tick(eucalyptus.id, { complete_order: false });
    expect(res.json()).toMatchObject({ message: 'Line no longer complete.', data: { allComplete: false } });
    expect((await items(`date=${DAY}&status=not_designed`)).pagination.total).toBe(4);

    // The order's trail has each tick, line by line; the one that designed the order says so.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', d.alpha.id)
      .where('action', '=', 'design')
      .orderBy('id')
      .execute();
    const marks = trail.map((e) => JSON.parse(e.changes) as Record<string, unknown>);
    expect(marks).toHaveLength(6);
    expect(marks[0]).toEqual({ [`lines.${rose.product_id}.complete_order`]: [0, 1] });
    expect(marks[2]).toEqual({
      [`lines.${eucalyptus.product_id}.complete_order`]: [0, 1],
      [`lines.${eucalyptus.product_id}.back_order`]: [1, 0],
      [`lines.${eucalyptus.product_id}.back_order_text`]: ['Only 1 left', ''],
      design_status: ['not_designed', 'designed'],
    });
  });

  it('keeps design_status right when every line is ticked at once', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => i);
    const products = await Promise.all(lines.map(() => kit.stocked(10)));
    const order = await staffOrder(
      customer.id,
      products.map((p) => ({ product_id: p.id, quantity: 1 })),
      { delivery_date: NEXT_DAY },
    );
    const replies = await Promise.all(order.lines.map((l) => tick(l.id, { complete_order: true })));
    expect(replies.map((r) => r.statusCode)).toEqual(lines.map(() => 200));
    expect(replies.filter((r) => r.json().data.allComplete)).not.toHaveLength(0);
    const rows = (await items(`date=${NEXT_DAY}&customer_id=${customer.id}`)).orders.filter(
      (r) => r.order_id === order.id,
    );
    expect(rows.every((r) => r.complete_order && r.design_status === 'designed')).toBe(true);
  });

  it('an edited order, whose lines are new and not complete, is no longer designed', async () => {
    const product = await kit.stocked(10);
    const order = await staffOrder(customer.id, [{ product_id: product.id, quantity: 2 }], {
      delivery_date: EMPTY_DAY,
    });
    expect((await tick(order.lines[0]!.id, { complete_order: true })).json().data.order.design_status).toBe('designed');
    const edited = await call('PUT', `/api/Orders/${order.id}`, staff, {
      customer_id: customer.id,
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: EMPTY_DAY,
      lines: [{ product_id: product.id, quantity: 3 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.order).toMatchObject({
      design_status: 'not_designed',
      lines: [{ complete_order: false }],
    });
    const rows = (await items(`date=${EMPTY_DAY}`)).orders;
    expect(rows.map((r) => [r.quantity, r.complete_order, r.design_status])).toEqual([[3, false, 'not_designed']]);
  });

  it('refuses a bad body with 400', async () => {
    const line = d.pickup.lines[0]!.id;
    for (const [body, field] of [
      [{}, 'complete_order'],
      [{ complete_order: 'yes' }, 'complete_order'],
      [{ complete_order: true, back_order: true }, 'back_order'],
      [{ back_order: true, back_order_text: 'x'.repeat(201) }, 'back_order_text'],
    ] as const) {
      const res = await tick(line, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field });
    }
    expect((await tick(0, { complete_order: true })).statusCode).toBe(400);
  });

  it('404 for a line that does not exist, 409 for a line the design center does not show', async () => {
    const missing = await tick(999_999, { complete_order: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Order line not found.' });
    const cancelled = await tick(d.cancelled.lines[0]!.id, { complete_order: true });
    expect(cancelled.statusCode).toBe(409);
    expect((await tick(d.refund.lines[0]!.id, { complete_order: true })).statusCode).toBe(409);
    // Not accepted yet, already gone, or holding no stock yet: nothing to tick.
    for (const order of [d.pendingWeb, d.delivered, d.prebooking]) {
      const refused = await tick(order.lines[0]!.id, { back_order: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only confirmed or ready orders are prepared in the design center.');
    }
  });

  it('401 signed out, 403 for a customer, even on their own order', async () => {
    const line = d.alpha.lines[0]!.id;
    expect((await tick(line, { complete_order: true }, '')).statusCode).toBe(401);
    expect((await tick(line, { complete_order: true }, customer.cookie)).statusCode).toBe(403);
  });
});

/** A staff member with the designer role (and perhaps others), invited by the owner; deactivated when asked. */
let invited = 0;
async function newDesigner(name: string, options: { active?: boolean; roles?: string[] } = {}): Promise<number> {
  invited += 1;
  const res = await call('POST', '/api/staff', staff, {
    email: `designer.${invited}.${Date.now()}@example.com`,
    name,
    language: 'fr',
    roles: options.roles ?? ['designer'],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.member.id as number;
  if (options.active === false)
    expect((await call('PUT', `/api/staff/${id}/active`, staff, { active: false })).statusCode).toBe(200);
  return id;
}

describe('designers are staff members with the designer role (docs/decisions/026)', () => {
  it('lists the active ones to assign and all of them to filter; staff without the role are not designers', async () => {
    const marie = await newDesigner('Marie Tremblay');
    await newDesigner('Luc Gagnon', { roles: ['counter', 'designer'] });
    await newDesigner('Ancienne', { active: false });
    await newDesigner('Chloé Comptoir', { roles: ['counter'] });

    const users = await call('GET', '/api/design-center/fetchUser', staff);
    expect(users.statusCode).toBe(200);
    expect(users.json().data.users.map((u: { name: string }) => u.name)).toEqual(['Luc Gagnon', 'Marie Tremblay']);
    const all = await call('GET', '/api/designers', staff);
    expect(all.json().data.designers.map((u: { name: string; active: boolean }) => [u.name, u.active])).toEqual([
      ['Ancienne', false],
      ['Luc Gagnon', true],
      ['Marie Tremblay', true],
    ]);
    expect(all.json().data.designers.find((u: { name: string }) => u.name === 'Marie Tremblay').id).toBe(marie);
    // The designers' own list is kept at /admin/staff now.
    expect((await call('POST', '/api/designers', staff, { name: 'Intrus' })).statusCode).toBe(404);
  });

  it('past orders keep the name they were assigned when the member is renamed or leaves', async () => {
    const id = await newDesigner('Nadia Fleurs');
    const line = d.tomorrow.lines[0]!.id;
    expect((await assign(line, { designer: 'Nadia Fleurs', updateAll: true })).statusCode).toBe(200);
    const renamed = await call('PUT', `/api/staff/${id}`, staff, {
      name: 'Nadia F.',
      language: 'fr',
      roles: ['designer'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = (await items(`date=${NEXT_DAY}`)).orders.filter((r) => r.order_id === d.tomorrow.id);
    expect(rows.map((r) => [r.designer, r.order_designer])).toContainEqual(['Nadia Fleurs', 'Nadia Fleurs']);
    // New assignments take the account's name; the old spelling is no longer in the list.
    expect((await assign(line, { designer: 'Nadia Fleurs' })).statusCode).toBe(400);
    expect((await assign(line, { designer: 'nadia f.' })).json().data.rows[0].designer).toBe('Nadia F.');
    // Deactivated: out of the picker, and the order keeps the name.
    expect((await call('PUT', `/api/staff/${id}/active`, staff, { active: false })).statusCode).toBe(200);
    expect((await assign(line, { designer: 'Nadia F.' })).statusCode).toBe(400);
    const order = (await items(`date=${NEXT_DAY}`)).orders.find((r) => r.order_id === d.tomorrow.id)!;
    expect(order.order_designer).toBe('Nadia Fleurs');
  });

  it('a designer signs in to the design center, not to staff; 401 and 403', async () => {
    const designer = await createAdminUser(t.db, ['designer']);
    const cookie = (await signIn(t.app, designer.email)).cookie;
    expect((await call('GET', '/api/design-center/fetchUser', cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/design-center/items?date=${DAY}`, cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff', cookie)).statusCode).toBe(403);
    for (const url of ['/api/design-center/fetchUser', '/api/designers']) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, customer.cookie)).statusCode, url).toBe(403);
    }
  });
});

describe('PUT /api/orders/{lineId}/designer', () => {
  beforeAll(async () => {
    for (const name of ['Sophie Roy', 'Paul Leduc']) await newDesigner(name);
    await newDesigner('Retraité', { active: false });
  });

  it('sets the designer of one line, spelled as the list spells it', async () => {
    const [first, second] = d.pickup.lines as [Order['lines'][number], Order['lines'][number]];
    const res = await assign(first.id, { designer: 'sophie roy', updateAll: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sophie Roy assigned to the line.');
    expect(res.json().data.rows.map((r: Row) => [r.table_id, r.designer])).toEqual([
      [first.id, 'Sophie Roy'],
      [second.id, null],
    ]);
    expect(res.json().data.order.designer).toBeNull();
    // updateAll defaults to false.
    const other = await assign(second.id, { designer: 'Paul Leduc' });
    expect(other.json().data.rows.map((r: Row) => r.designer)).toEqual(['Sophie Roy', 'Paul Leduc']);
    expect((await items(`date=${DAY}&designer=Paul%20Leduc`)).orders.map((r) => r.table_id)).toEqual([second.id]);
  });

  it('with updateAll, sets it on the order and every one of its lines; null unassigns', async () => {
    const line = d.pickup.lines[1]!.id;
    const res = await assign(line, { designer: 'Sophie Roy', updateAll: true });
    expect(res.json()).toMatchObject({
      message: 'Sophie Roy assigned to the whole order.',
      data: { order: { id: d.pickup.id, designer: 'Sophie Roy' } },
    });
    expect(res.json().data.rows.map((r: Row) => [r.designer, r.order_designer])).toEqual([
      ['Sophie Roy', 'Sophie Roy'],
      ['Sophie Roy', 'Sophie Roy'],
    ]);
    const filtered = await items(`date=${DAY}&designer=Sophie%20Roy`);
    expect(filtered.orders.map((r) => r.order_id)).toEqual([d.pickup.id, d.pickup.id]);
    expect(filtered.stats).toMatchObject({ totalOrders: 1, pickupOrders: 1 });
    const cleared = await assign(line, { designer: null, updateAll: true });
    expect(cleared.json()).toMatchObject({ message: 'Designer removed.', data: { order: { designer: null } } });
    expect(cleared.json().data.rows.map((r: Row) => r.designer)).toEqual([null, null]);
  });

  it('400 for a designer not in the list or inactive, and for a bad body', async () => {
    const line = d.pickup.lines[0]!.id;
    for (const body of [
      { designer: 'Quelqu’un', updateAll: false },
      { designer: 'Retraité', updateAll: false },
      { updateAll: true },
      { designer: 5 },
      { designer: 'Sophie Roy', updateAll: 'yes' },
    ]) {
      const res = await assign(line, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await assign(line, { designer: 'Quelqu’un' }, staff);
    expect(unknown.json()).toMatchObject({ field: 'designer', message: 'Choose an active designer from the list.' });
  });

  it('404 for a line that does not exist, 409 for a cancelled order, 401 and 403', async () => {
    expect((await assign(999_999, { designer: 'Sophie Roy' })).statusCode).toBe(404);
    expect((await assign(d.cancelled.lines[0]!.id, { designer: 'Sophie Roy' })).statusCode).toBe(409);
    expect((await assign(d.alpha.lines[0]!.id, { designer: 'Sophie Roy' }, '')).statusCode).toBe(401);
    expect((await assign(d.alpha.lines[0]!.id, { designer: 'Sophie Roy' }, customer.cookie)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('adds designers and puts today’s and tomorrow’s orders under way, leaving others untouched', async () => {
    // A database of its own (the seed expects no designers yet); the helpers above follow `t`.
    const fresh = await createTestApp({ clock: { now: () => NOW } });
    const [before, staffBefore] = [t, staff];
    try {
      t = fresh;
      staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
      const buyer = await kit.newCustomer();
      const products = await Promise.all([1, 2, 3].map(() => kit.stocked(50)));
      const lines = products.map((p) => ({ product_id: p.id, quantity: 2 }));
      const orders = [];
      for (const date of [TODAY, TODAY, TODAY, DAY])
        orders.push(await staffOrder(buyer.id, lines, { delivery_date: date }));
      await seedDemoDesignCenter(t.db, { now: () => NOW });

      const designers = (await call('GET', '/api/designers', staff)).json().data.designers as { active: boolean }[];
      expect(designers.filter((x) => x.active)).toHaveLength(4);
      expect(designers).toHaveLength(5);
      const state = async (id: number) => {
        const order = await fresh.db
          .selectFrom('orders')
          .select(['designer', 'design_status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const flags = await fresh.db
          .selectFrom('order_lines')
          .select(['complete_order', 'back_order'])
          .where('order_id', '=', id)
          .orderBy('position')
          .execute();
        return { ...order, flags: flags.map((f) => `${f.complete_order}${f.back_order}`) };
      };
      expect(await state(orders[0]!.id)).toEqual({
        designer: 'Marie Tremblay',
        design_status: 'designed',
        flags: ['10', '10', '10'],
      });
      expect(await state(orders[1]!.id)).toEqual({
        designer: 'Luc Gagnon',
        design_status: 'not_designed',
        flags: ['10', '01', '00'],
      });
      expect(await state(orders[2]!.id)).toEqual({
        designer: null,
        design_status: 'not_designed',
        flags: ['00', '00', '00'],
      });
      expect((await state(orders[3]!.id)).flags).toEqual(['00', '00', '00']);
    } finally {
      [t, staff] = [before, staffBefore];
      await fresh.close();
    }
  });
});
