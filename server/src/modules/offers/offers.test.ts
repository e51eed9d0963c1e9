import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, OfferListItem } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { multipart, samples } from '../../test/multipart.js';
import { activeSpecialPrices } from './special-prices.js';

// 23:00 in Montreal on 14 June 2026 (EDT, UTC-4) while it is already 15 June in UTC: the
// business day, not the UTC day, decides an offer's state.
let now = new Date('2026-06-15T03:00:00Z');
const TODAY = '2026-06-14';

let t: TestApp;
let staff: { cookie: string };
let customer: { cookie: string };
let rose: { id: number; price_cents: number };
let tulip: { id: number; price_cents: number };
let retired: { id: number; price_cents: number };

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  staff = await signInAsNewAdmin(t.app, t.db);
  customer = await signIn(t.app, (await createCustomer(t.db)).email);
  rose = await createProduct(t.db, { price_cents: 2450 });
  tulip = await createProduct(t.db, { price_cents: 1999 });
  retired = await createProduct(t.db, { price_cents: 1000, active: false });
});
afterAll(() => t.close());

const as = withCookie;
let counter = 0;

/** A valid offer body, active on TODAY unless told otherwise, titled uniquely under `tag`. */
function offerBody(tag: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title_en: `${tag} Spring ${counter}`,
    title_fr: `${tag} Printemps ${counter}`,
    text_en: 'Fresh from the farm.',
    text_fr: 'Frais de la ferme.',
    starts_on: '2026-06-01',
    ends_on: '2026-06-30',
    published: true,
    items: [
      { product_id: rose.id, price_cents: 1999 },
      { product_id: tulip.id, percent_off: 15 },
    ],
    ...overrides,
  };
}

async function create(body: Record<string, unknown>): Promise<Offer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/offers', payload: body, ...as(staff.cookie) });
  expect(res.statusCode).toBe(201);
  return res.json().data.offer;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...as(cookie) });

describe('POST /api/offers', () => {
  it('creates an offer with its items and their special prices', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: offerBody('create'),
      headers: { cookie: staff.cookie, 'x-language': 'fr' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Offre créée.');
    const offer: Offer = res.json().data.offer;
    expect(offer).toMatchObject({ state: 'active', published: true, image: null, starts_on: '2026-06-01' });
    const byProduct = new Map(offer.items.map((i) => [i.product_id, i]));
    expect(byProduct.get(rose.id)).toMatchObject({ price_cents: 1999, percent_off: null, special_price_cents: 1999 });
    // 1999 × 85 % = 1699.15 → 1699 cents.
    expect(byProduct.get(tulip.id)).toMatchObject({ price_cents: null, percent_off: 15, special_price_cents: 1699 });
    expect(byProduct.get(tulip.id)?.product.price_cents).toBe(1999);
  });

  it('rounds a percentage off half up', async () => {
    // 2450 × 67 % = 1641.5 → 1642; 2450 × 99 % = 2425.5 → 2426.
    const offer = await create(
      offerBody('round', {
        items: [
          { product_id: rose.id, percent_off: 33 },
          { product_id: tulip.id, percent_off: 100 },
        ],
      }),
    );
    const cents = new Map(offer.items.map((i) => [i.product_id, i.special_price_cents]));
    expect(cents.get(rose.id)).toBe(1642);
    expect(cents.get(tulip.id)).toBe(0);
    const other = await create(offerBody('round', { items: [{ product_id: rose.id, percent_off: 1 }] }));
    expect(other.items[0]!.special_price_cents).toBe(2426);
  });

  it('answers 400 naming the field for bad input and unknown products', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/offers', payload, ...as(staff.cookie) });
    const cases: [Record<string, unknown>, string][] = [
      [offerBody('bad', { title_en: '' }), 'title_en'],
      [offerBody('bad', { starts_on: '2026-02-31' }), 'starts_on'],
      [offerBody('bad', { starts_on: '2026-06-10', ends_on: '2026-06-09' }), 'ends_on'],
      [offerBody('bad', { items: [] }), 'items'],
      [
        offerBody('bad', { items: [{ product_id: rose.id, price_cents: 100, percent_off: 10 }] }),
        'items.0.price_cents',
      ],
      [offerBody('bad', { items: [{ product_id: rose.id }] }), 'items.0.price_cents'],
      [offerBody('bad', { items: [{ product_id: rose.id, percent_off: 101 }] }), 'items.0.percent_off'],
      [
        offerBody('bad', {
          items: [
            { product_id: rose.id, percent_off: 10 },
            { product_id: rose.id, percent_off: 20 },
          ],
        }),
        'items',
      ],
      [
        offerBody('bad', {
          items: [
            { product_id: rose.id, percent_off: 10 },
            { product_id: 987654, percent_off: 20 },
          ],
        }),
        'items.1.product_id',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    // Nothing was written for the unknown product (the check and the insert share a transaction).
    const list = await get('/api/offers?search=bad', staff.cookie);
    expect(list.json().data.pagination.total).toBe(0);
  });

  it('is 401 signed out and 403 for a customer', async () => {
    const payload = offerBody('guard');
    expect((await t.app.inject({ method: 'POST', url: '/api/offers', payload })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/offers', payload, ...as(customer.cookie) })).statusCode,
    ).toBe(403);
  });

  it('duplicates an offer by posting its data again', async () => {
    const original = await create(offerBody('dup'));
    const copy = await create({
      title_en: `Copy of ${original.title_en}`,
      title_fr: `Copie de ${original.title_fr}`,
      text_en: original.text_en,
      text_fr: original.text_fr,
      starts_on: '2026-07-01',
      ends_on: '2026-07-15',
      published: original.published,
      items: original.items.map(({ product_id, price_cents, percent_off }) => ({
        product_id,
        price_cents,
        percent_off,
      })),
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.state).toBe('scheduled');
    expect(copy.items.map((i) => [i.product_id, i.special_price_cents])).toEqual(
      original.items.map((i) => [i.product_id, i.special_price_cents]),
    );
  });
});

describe('offer states by the business day', () => {
  it('computes draft, scheduled, active and expired around the period bounds, in Montreal time', async () => {
    const tag = `states${Date.now()}`;
    const mk = (starts_on: string, ends_on: string, published = true) =>
      create(offerBody(tag, { starts_on, ends_on, published }));
    const startsToday = await mk(TODAY, '2026-06-20');
    const endsToday = await mk('2026-06-01', TODAY);
    const startsTomorrow = await mk('2026-06-15', '2026-06-20');
    const endedYesterday = await mk('2026-06-01', '2026-06-13');
    const draft = await mk(TODAY, TODAY, false);
    expect([startsToday, endsToday, startsTomorrow, endedYesterday, draft].map((o) => o.state)).toEqual([
      'active',
      'active',
      'scheduled',
      'expired',
      'draft',
    ]);

    const ids = async (state: string) =>
      (await get(`/api/offers?search=${tag}&state=${state}`, staff.cookie))
        .json()
        .data.offers.map((o: OfferListItem) => o.id);
    expect(await ids('active')).toEqual(expect.arrayContaining([startsToday.id, endsToday.id]));
    expect(await ids('active')).toHaveLength(2);
    expect(await ids('scheduled')).toEqual([startsTomorrow.id]);
    expect(await ids('expired')).toEqual([endedYesterday.id]);
    expect(await ids('draft')).toEqual([draft.id]);

    // Half an hour after midnight in Montreal: 15 June has begun.
    const saved = now;
    now = new Date('2026-06-15T04:30:00Z');
    try {
      expect((await get(`/api/offers/${startsTomorrow.id}`, staff.cookie)).json().data.offer.state).toBe('active');
      expect((await get(`/api/offers/${endsToday.id}`, staff.cookie)).json().data.offer.state).toBe('expired');
      expect(await ids('expired')).toEqual(expect.arrayContaining([endsToday.id, endedYesterday.id]));
    } finally {
      now = saved;
    }
  });
});

describe('GET /api/offers', () => {
  it('lists with item counts, search by either title, and pagination', async () => {
    const tag = `list${Date.now()}`;
    const a = await create(offerBody(tag, { title_en: `${tag} Alpha`, title_fr: `${tag} Pivoines` }));
    await create(offerBody(tag, { title_en: `${tag} Beta`, items: [{ product_id: rose.id, price_cents: 100 }] }));
    const page1 = (await get(`/api/offers?search=${tag}&limit=1`, staff.cookie)).json().data;
    expect(page1.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect(page1.offers).toHaveLength(1);
    const found = (await get(`/api/offers?search=${tag.toUpperCase()}%20PIVOINES`, staff.cookie)).json().data.offers;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: a.id, item_count: 2, state: 'active' });
    expect((await get('/api/offers?search=%25', staff.cookie)).json().data.offers).toHaveLength(0);
  });

  it('is 401 signed out, 403 for a customer, 400 for a bad query', async () => {
    expect((await get('/api/offers')).statusCode).toBe(401);
    expect((await get('/api/offers', customer.cookie)).statusCode).toBe(403);
    const bad = await get('/api/offers?state=soon', staff.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('state');
  });
});

describe('GET /api/offers/{id}', () => {
  it('shows staff any offer and customers only an active one', async () => {
    const active = await create(offerBody('one'));
    const scheduled = await create(offerBody('one', { starts_on: '2026-07-01', ends_on: '2026-07-02' }));
    expect((await get(`/api/offers/${scheduled.id}`, staff.cookie)).json().data.offer.id).toBe(scheduled.id);
    expect((await get(`/api/offers/${active.id}`, customer.cookie)).json().data.offer.id).toBe(active.id);
    expect((await get(`/api/offers/${scheduled.id}`, customer.cookie)).statusCode).toBe(404);
    expect((await get('/api/offers/999999', staff.cookie)).statusCode).toBe(404);
    expect((await get(`/api/offers/${active.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/offers/{id}', () => {
  it('replaces the fields and the items', async () => {
    const offer = await create(offerBody('edit'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/offers/${offer.id}`,
      payload: offerBody('edit', {
        title_en: 'Edited',
        published: false,
        items: [{ product_id: tulip.id, price_cents: 999 }],
      }),
      ...as(staff.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.offer).toMatchObject({ title_en: 'Edited', state: 'draft', published: false });
    expect(res.json().data.offer.items.map((i: { product_id: number }) => i.product_id)).toEqual([tulip.id]);
  });

  it('is 404 for an unknown offer, 400 for bad input, 403 for a customer', async () => {
    const offer = await create(offerBody('edit'));
    const put = (id: number, payload: Record<string, unknown>, cookie = staff.cookie) =>
      t.app.inject({ method: 'PUT', url: `/api/offers/${id}`, payload, ...as(cookie) });
    expect((await put(999999, offerBody('edit'))).statusCode).toBe(404);
    const bad = await put(offer.id, offerBody('edit', { title_fr: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('title_fr');
    expect((await put(offer.id, offerBody('edit'), customer.cookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/offers/{id}', () => {
  it('deletes the offer and its items; then 404', async () => {
    const offer = await create(offerBody('delete'));
    const del = (cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/offers/${offer.id}`, ...as(cookie) });
    expect((await del()).statusCode).toBe(401);
    expect((await del(customer.cookie)).statusCode).toBe(403);
    expect((await del(staff.cookie)).statusCode).toBe(200);
    expect((await del(staff.cookie)).statusCode).toBe(404);
    const items = await t.db.selectFrom('offer_items').select('product_id').where('offer_id', '=', offer.id).execute();
    expect(items).toHaveLength(0);
  });
});

describe('POST /api/offers/{id}/image', () => {
  it('stores a resized image, served under /api/images', async () => {
    const offer = await create(offerBody('image'));
    const upload = async (cookie: string, id = offer.id) => {
      const form = await multipart({ image: { name: 'flowers.png', type: 'image/png', bytes: samples.png } });
      return t.app.inject({
        method: 'POST',
        url: `/api/offers/${id}/image`,
        ...form,
        headers: { ...form.headers, cookie },
      });
    };
    const res = await upload(staff.cookie);
    expect(res.statusCode).toBe(200);
    const image = res.json().data.offer.image;
    expect(image.card).toMatch(/^\/api\/images\/o\d+-[a-f0-9]+-card\.webp$/);
    expect((await get(image.card)).statusCode).toBe(200);
    expect((await upload(customer.cookie)).statusCode).toBe(403);
    expect((await upload(staff.cookie, 999999)).statusCode).toBe(404);

    const form = await multipart({ note: 'no file' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${offer.id}/image`,
      ...form,
      headers: { ...form.headers, cookie: staff.cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('image');
  });
});

describe('GET /api/offers/active', () => {
  it('gives the offers active today; a customer sees only active products in them', async () => {
    const active = await create(
      offerBody('shown', {
        items: [
          { product_id: rose.id, price_cents: 1500 },
          { product_id: retired.id, percent_off: 50 },
        ],
      }),
    );
    const later = await create(offerBody('shown', { starts_on: '2026-07-01', ends_on: '2026-07-31' }));
    const draft = await create(offerBody('shown', { published: false }));

    const forCustomer: Offer[] = (await get('/api/offers/active', customer.cookie)).json().data.offers;
    const ids = forCustomer.map((o) => o.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(draft.id);
    expect(forCustomer.find((o) => o.id === active.id)!.items.map((i) => i.product_id)).toEqual([rose.id]);

    const forStaff: Offer[] = (await get('/api/offers/active', staff.cookie)).json().data.offers;
    expect(forStaff.find((o) => o.id === active.id)!.items).toHaveLength(2);
    expect((await get('/api/offers/active')).statusCode).toBe(401);
  });
});

describe('activeSpecialPrices', () => {
  it('gives the lowest special price of the offers active on the day', async () => {
    const lily = await createProduct(t.db, { price_cents: 3000 });
    const aster = await createProduct(t.db, { price_cents: 1000 });
    const plain = await createProduct(t.db, { price_cents: 500 });
    await create(offerBody('best', { items: [{ product_id: lily.id, price_cents: 2500 }] }));
    await create(offerBody('best', { items: [{ product_id: lily.id, percent_off: 20 }] }));
    // Neither a draft nor an offer of another period counts, however low its price.
    await create(offerBody('best', { published: false, items: [{ product_id: lily.id, price_cents: 1 }] }));
    await create(
      offerBody('best', {
        starts_on: '2026-07-01',
        ends_on: '2026-07-31',
        items: [
          { product_id: lily.id, price_cents: 2 },
          { product_id: aster.id, price_cents: 3 },
        ],
      }),
    );

    const prices = await activeSpecialPrices(t.db, [lily.id, aster.id, plain.id, lily.id], TODAY);
    expect([...prices.entries()]).toEqual([[lily.id, 2400]]);
    const july = await activeSpecialPrices(t.db, [lily.id, aster.id], '2026-07-10');
    expect(july.get(lily.id)).toBe(2);
    expect(july.get(aster.id)).toBe(3);
    expect((await activeSpecialPrices(t.db, [], TODAY)).size).toBe(0);
  });
});
