import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingualDate, writtenDate } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { pdfText } from '../../test/pdf-text.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
// Days of their own, so that the figures below count only what this file puts there.
const DAY = '2026-12-08';
const OTHER_DAY = '2026-12-09';

let t: TestApp;
let staff: string;
const kit = orderKit(() => t, NOW);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined = staff, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

interface Line {
  product_id: number;
  quantity: number;
}
const staffOrder = (customerId: number, lines: Line[], extra: Record<string, unknown> = {}) =>
  kit.staffOrder(staff, { customer_id: customerId, date: DAY, lines }, extra);

interface PickRow {
  product_id: number;
  category: string;
  name: string;
  quantity: number;
  on_hand: number;
  short: number;
  orders: number;
}

describe('the pick list and packing slips', () => {
  let rose: { id: number };
  let green: { id: number };
  let tulip: { id: number };
  let customer: { id: number; cookie: string };
  let orders: { id: number; number: string }[];
  const sent: { zone: string | null; lines: Line[] }[] = [];

  beforeAll(async () => {
    rose = await kit.stocked(30, { name_en: 'Pick red rose', name_fr: 'Rose rouge à cueillir', category: 'roses' });
    green = await kit.stocked(100, { name_en: 'Pick salal', name_fr: 'Salal à cueillir', category: 'greens' });
    tulip = await kit.stocked(2, { name_en: 'Pick tulip', name_fr: 'Tulipe à cueillir', category: 'fillers' });
    customer = await kit.newCustomer({ businessName: 'Fleuriste Cueillette', city: 'Laval' });
    const plan: { zone: string | null; lines: Line[]; extra?: Record<string, unknown> }[] = [
      {
        zone: 'montreal-laval',
        lines: [
          { product_id: rose.id, quantity: 10 },
          { product_id: green.id, quantity: 5 },
        ],
        extra: { po_number: 'PO-PICK-1', notes: 'Porte arrière / back door' },
      },
      { zone: 'montreal-laval', lines: [{ product_id: rose.id, quantity: 12 }] },
      {
        zone: 'ville-saint-laurent',
        lines: [
          { product_id: rose.id, quantity: 4 },
          { product_id: tulip.id, quantity: 5 },
        ],
      },
      { zone: null, lines: [{ product_id: green.id, quantity: 7 }] },
    ];
    orders = [];
    for (const p of plan) {
      const extra = p.zone ? { delivery_zone: p.zone, ...p.extra } : { delivery_method: 'pickup', delivery_zone: null };
      orders.push(await staffOrder(customer.id, p.lines, extra));
      sent.push(p);
    }
    // Neither a cancelled order nor one of another day counts; a delivered one is gone.
    const cancelled = await staffOrder(customer.id, [{ product_id: green.id, quantity: 50 }]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/Orders/${cancelled.id}/update/cancelled`,
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(200);
    await staffOrder(customer.id, [{ product_id: rose.id, quantity: 1 }], { delivery_date: OTHER_DAY });
  });

  /** The lines sent, summed by product (what the pick list must say). */
  const expectedSums = (keep: (zone: string | null) => boolean) => {
    const sums = new Map<number, number>();
    for (const o of sent.filter((o) => keep(o.zone)))
      for (const l of o.lines) sums.set(l.product_id, (sums.get(l.product_id) ?? 0) + l.quantity);
    return sums;
  };
  const mine = (rows: PickRow[]) => rows.filter((r) => [rose.id, green.id, tulip.id].includes(r.product_id));

  it('sums the date’s lines by product, grouped by category, with on hand and short', async () => {
    const res = await get(`/api/pick-list?date=${DAY}`, staff, { 'x-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { date: string; orders: number; rows: PickRow[] };
    expect(data.date).toBe(DAY);
    expect(data.orders).toBe(4);
    const rows = mine(data.rows);
    expect(new Map(rows.map((r) => [r.product_id, r.quantity]))).toEqual(expectedSums(() => true));
    // By category in the catalog's order: roses, greens, fillers; names in the reader's language.
    expect(rows.map((r) => r.category)).toEqual(['roses', 'greens', 'fillers']);
    expect(rows[0]!.name).toBe('Rose rouge à cueillir');
    for (const r of rows) expect(r.short).toBe(Math.max(0, r.quantity - r.on_hand));
    // 30 roses: these orders took 26, another day's 1, 3 are free; 26 asked, none short.
    expect(rows[0]).toMatchObject({ quantity: 26, on_hand: 29, short: 0, orders: 3 });
    // 2 tulips for 5 asked: 3 on back-order, short 3.
    expect(rows[2]).toMatchObject({ quantity: 5, on_hand: 2, short: 3, orders: 1 });
  });

  it('filters by zone, or pickup only', async () => {
    const zone = mine((await get(`/api/pick-list?date=${DAY}&delivery_zone=montreal-laval`)).json().data.rows);
    expect(new Map(zone.map((r) => [r.product_id, r.quantity]))).toEqual(expectedSums((z) => z === 'montreal-laval'));
    const pickup = (await get(`/api/pick-list?date=${DAY}&delivery_method=pickup`)).json().data;
    expect(pickup.orders).toBe(1);
    expect(mine(pickup.rows).map((r: PickRow) => [r.product_id, r.quantity])).toEqual([[green.id, 7]]);
    expect((await get(`/api/pick-list?date=${DAY}&delivery_zone=nowhere`)).statusCode).toBe(400);
  });

  it('is for staff only: a customer gets 403, a visitor 401', async () => {
    for (const url of [
      `/api/pick-list?date=${DAY}`,
      `/api/pick-list.pdf?date=${DAY}`,
      `/api/pick-list/packing-slips.pdf?date=${DAY}`,
      `/api/Orders/${orders[0]!.id}/packing-slip.pdf`,
    ]) {
      expect((await get(url, customer.cookie)).statusCode, url).toBe(403);
      expect((await get(url, '')).statusCode, url).toBe(401);
    }
  });

  it('prints the pick list as a PDF in the staff member’s language', async () => {
    const fr = await get(`/api/pick-list.pdf?date=${DAY}&delivery_zone=ville-saint-laurent&lang=fr`);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    const text = pdfText(fr.rawPayload);
    for (const part of [
      'Liste de préparation',
      `Date de livraison : ${writtenDate(DAY, 'fr')}`,
      'Livraison : Ville Saint-Laurent',
      'Roses',
      'Rose rouge à cueillir',
      'Fleurs de remplissage',
      'Manque',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain('Salal');
    const en = pdfText((await get(`/api/pick-list.pdf?date=${DAY}&lang=en`)).rawPayload);
    for (const part of ['Pick list', 'All orders', 'Pick red rose', 'Greens', 'Pick salal', 'Short'])
      expect(en, part).toContain(part);
  });

  it('prints an order’s bilingual packing slip without prices', async () => {
    const res = await get(`/api/Orders/${orders[0]!.id}/packing-slip.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`bordereau-${orders[0]!.number}.pdf`);
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Bordereau d’expédition / Packing slip',
      orders[0]!.number,
      `Date de livraison / Delivery date : ${bilingualDate(DAY)}`,
      'Fleuriste Cueillette',
      'Grand Montréal et Laval / Greater Montreal and Laval',
      'PO-PICK-1',
      'Rose rouge à cueillir / Pick red rose',
      'Porte arrière / back door',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toMatch(/\$/);
    expect((await get('/api/Orders/999999/packing-slip.pdf')).statusCode).toBe(404);
  });

  it('prints the back-ordered quantity on the slip', async () => {
    const text = pdfText((await get(`/api/Orders/${orders[2]!.id}/packing-slip.pdf`)).rawPayload);
    expect(text).toMatch(/Tulipe à cueillir \/ Pick tulip\s+.*\s5\s+3/);
  });

  it('prints all the slips of a date (or a zone) in one PDF, one order a page', async () => {
    const res = await get(`/api/pick-list/packing-slips.pdf?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const o of orders) expect(text).toContain(`Commande / Order : ${o.number}`);
    expect(text.split('\f').filter((p) => p.trim()).length).toBe(4);
    const zone = pdfText(
      (await get(`/api/pick-list/packing-slips.pdf?date=${DAY}&delivery_zone=ville-saint-laurent`)).rawPayload,
    );
    expect(zone).toContain(orders[2]!.number);
    expect(zone).not.toContain(orders[0]!.number);
  });

  it('filters the design center and the staff list by zone', async () => {
    const dc = (await get(`/api/orders/design-center/items?date=${DAY}&delivery_zone=ville-saint-laurent`)).json().data;
    expect(new Set(dc.orders.map((r: { order_id: number }) => r.order_id))).toEqual(new Set([orders[2]!.id]));
    const list = (
      await get(`/api/Orders?delivery_zone=montreal-laval&date_from=${DAY}&date_to=${DAY}&status=confirmed`)
    ).json().data.orders as { id: number; delivery_zone: string }[];
    expect(list.map((o) => o.id).sort()).toEqual([orders[0]!.id, orders[1]!.id].sort());
  });
});
