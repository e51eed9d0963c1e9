import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';
import { plannedOccurrences } from './index.js';
import { runStandingOrders } from './job.js';

// Issue 38 items 1-2, the rest: packs on the lines, one occurrence's quantities, the reminder of
// the day before (opt-out in the profile) and the e-mail of an occurrence moved off a closed day.
// Monday 2026-12-07, 08:00 in Montreal.
const travel = travelClock('2026-12-07');
let t: TestApp;
let owner: string;
const as = withCookie;
const { stocked, newCustomer } = orderKit(() => t, new Date('2026-12-07T13:00:00Z'));
const run = () => runStandingOrders({ db: t.db, clock: travel.clock, config: t.config, files: t.app.files });
const mails = (template: string, to: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'language'])
    .where('template', '=', template)
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ clock: travel.clock });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

describe('standing orders: packs, one occurrence’s quantities, the e-mails (issue 38)', () => {
  let florist: Awaited<ReturnType<typeof newCustomer>>;
  let product: Awaited<ReturnType<typeof stocked>>;
  let box: number;
  let id: number;
  const url = () => `/api/customer/standing-orders/${id}`;

  it('keeps a line’s pack; refuses another product’s pack (400)', async () => {
    florist = await newCustomer();
    product = await stocked(500, {
      packs: [
        { kind: 'stem', units: 1, price_cents: 100, active: true },
        { kind: 'box', units: 10, price_cents: 900, active: true },
      ],
    } as never);
    const other = await stocked(5);
    const packs = await t.db.selectFrom('product_packs').select(['id', 'product_id', 'kind']).execute();
    box = packs.find((p) => p.product_id === product.id && p.kind === 'box')!.id;
    const body = (pack: number) => ({
      delivery_method: 'pickup',
      lines: [{ product_id: product.id, pack_id: pack, quantity: 3 }],
      weekdays: [3],
      starts_on: '2026-12-07',
      lead_days: 2,
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/customer/standing-orders',
      payload: body(packs.find((p) => p.product_id === other.id)!.id),
      ...as(florist.cookie),
    });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'lines.0.pack_id']);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customer/standing-orders',
      payload: body(box),
      ...as(florist.cookie),
    });
    expect(made.statusCode, made.body).toBe(201);
    id = made.json().data.standing_order.id;
    expect(made.json().data.standing_order.lines).toEqual([
      expect.objectContaining({ product_id: product.id, pack_id: box, pack_kind: 'box', pack_units: 10, quantity: 3 }),
    ]);
  });

  it('changes one occurrence’s quantities (audited), refuses lines not its own (400)', async () => {
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${url()}/occurrences/2026-12-16`,
      payload: { lines: [{ product_id: product.id, pack_id: null, quantity: 4 }] },
      ...as(florist.cookie),
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${url()}/occurrences/2026-12-16`,
      payload: { lines: [{ product_id: product.id, pack_id: box, quantity: 7 }] },
      ...as(florist.cookie),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.occurrences).toEqual([
      expect.objectContaining({
        date: '2026-12-16',
        status: 'planned',
        lines: [{ product_id: product.id, pack_id: box, quantity: 7 }],
      }),
    ]);
    // Staff may change it too; another customer finds nothing.
    const stranger = await newCustomer();
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `${url()}/occurrences/2026-12-16`,
      payload: { lines: [{ product_id: product.id, pack_id: box, quantity: 1 }] },
      ...as(stranger.cookie),
    });
    expect(theirs.statusCode).toBe(404);
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'standing_order')
      .where('entity_id', '=', id)
      .where('action', '=', 'change_occurrence')
      .execute();
    expect(trail).toHaveLength(1);
    expect(JSON.parse(trail[0]!.changes)).toEqual({
      '2026-12-16': [`${product.id}/${box}×3`, `${product.id}/${box}×7`],
    });
    // What purchasing expects: the changed quantity.
    const planned = await plannedOccurrences(t.db, '2026-12-09', '2026-12-16');
    expect(planned.filter((p) => p.standing_order_id === id)).toEqual([
      expect.objectContaining({
        delivery_date: '2026-12-09',
        lines: [{ product_id: product.id, pack_id: box, quantity: 3 }],
      }),
      expect.objectContaining({
        delivery_date: '2026-12-16',
        lines: [{ product_id: product.id, pack_id: box, quantity: 7 }],
      }),
    ]);
  });

  it('makes the order in the line’s pack with the occurrence’s quantity; no change once made (409)', async () => {
    await travel.to(t.db, '2026-12-14');
    const result = await run();
    expect(result.ordered).toBeGreaterThanOrEqual(1);
    const [order] = await t.db
      .selectFrom('standing_order_occurrences')
      .select(['order_id', 'status'])
      .where('standing_order_id', '=', id)
      .where('occurs_on', '=', '2026-12-16')
      .execute();
    expect(order?.status).toBe('ordered');
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['pack_id', 'quantity'])
      .where('order_id', '=', order!.order_id!)
      .execute();
    expect(lines).toEqual([{ pack_id: box, quantity: 7 }]);
    const late = await t.app.inject({
      method: 'PUT',
      url: `${url()}/occurrences/2026-12-16`,
      payload: { lines: [{ product_id: product.id, pack_id: box, quantity: 2 }] },
      ...as(florist.cookie),
    });
    expect(late.statusCode).toBe(409);
    const staffUrl = await t.app.inject({
      method: 'PUT',
      url: `/api/standing-orders/${id}/occurrences/2026-12-23`,
      payload: { lines: [{ product_id: product.id, pack_id: box, quantity: 2 }] },
      ...as(owner),
    });
    expect(staffUrl.statusCode, staffUrl.body).toBe(200);
  });

  it('e-mails the day before an occurrence becomes an order, once, what it will hold', async () => {
    // Wednesday 23rd becomes an order on Monday 21st: Sunday 20th is the day before.
    await travel.to(t.db, '2026-12-20');
    expect((await run()).reminded).toBeGreaterThanOrEqual(1);
    await run();
    const sent = await mails('standing-reminder', florist.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('2 × ');
    // The box holds 10 of the product's base unit, a bunch of 25: 250 stems, as the catalogue says it.
    expect(sent[0]!.text_body).toContain('(box of 250)');
    expect(sent[0]!.text_body).toContain('December 23, 2026');
  });

  it('sends none to a florist who turned the reminders off in their profile', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/standing-orders/reminders',
      payload: { enabled: false },
      ...as(florist.cookie),
    });
    expect(off.json().data).toEqual({ enabled: false });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customer/standing-orders/reminders',
      ...as(florist.cookie),
    });
    expect(read.json().data).toEqual({ enabled: false });
    await travel.to(t.db, '2026-12-27');
    await run();
    expect(await mails('standing-reminder', florist.email)).toHaveLength(1);
  });

  it('tells the florist once that an occurrence moved off a closed day', async () => {
    const closing = await t.app.inject({
      method: 'POST',
      url: '/api/closed-days',
      payload: { date: '2027-01-06', name_en: 'Epiphany', name_fr: 'Épiphanie' },
      ...as(owner),
    });
    expect(closing.statusCode, closing.body).toBe(201);
    expect((await run()).moved_told).toBe(1);
    await run();
    const told = await mails('standing-moved', florist.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('Epiphany');
    expect(told[0]!.text_body).toContain('January 5, 2027');
  });
});
