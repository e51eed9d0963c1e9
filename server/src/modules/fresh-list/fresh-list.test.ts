import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, profile, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { travelClock } from '../../test/time-travel.js';
import { runFreshList } from './morning.js';

// Issue 39, item 5: the fresh list. November in Montreal is UTC-5: 12:30Z is 07:30 there.
const travel = travelClock('2026-11-23');
const BASE = 'https://shop.example';
let t: TestApp;
let owner: string;
let counter: string;
const florists: Record<'ann' | 'bea' | 'cal', { id: number; email: string; cookie: string }> = {} as never;
const ids: Record<string, number> = {};

const run = () => runFreshList({ db: t.db, clock: travel.clock, config: t.config });
const as = withCookie;
const receive = (productId: number, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/movements',
    payload: { product_id: productId, quantity, reason: 'receipt' },
    ...as(owner),
  });
const freshMails = () =>
  t.db.selectFrom('outbox').selectAll().where('template', '=', 'fresh-list').orderBy('id').execute();
const tokenOf = async (userId: number) =>
  (await t.db.selectFrom('fresh_list_subscribers').select('token').where('user_id', '=', userId).executeTakeFirst())
    ?.token;

beforeAll(async () => {
  t = await createTestApp({ clock: travel.clock, env: { PUBLIC_URL: BASE } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  for (const [key, language, name] of [
    ['ann', 'en', 'Ann Florist'],
    ['bea', 'fr', 'Béa Fleuriste'],
    ['cal', 'en', 'Cal Florist'],
  ] as const) {
    const c = await createCustomer(t.db, { profile: profile({ language, businessOwnerName: name }) });
    florists[key] = { ...c, cookie: (await signIn(t.app, c.email)).cookie };
  }
  ids.rose = (
    // Sold by the box of 4 bunches of 25 only: the list names the box beside its price, not a bunch.
    await createProduct(t.db, {
      name_en: 'Fresh Rose Avalanche',
      name_fr: 'Rose Avalanche fraîche',
      packs: [{ kind: 'box', units: 4, price_cents: 2450, active: true }],
    })
  ).id;
  ids.old = (await createProduct(t.db, { name_en: 'Old Carnation', name_fr: 'Vieil œillet' })).id;
  ids.tulip = (
    await createProduct(t.db, { name_en: 'Tulip Strong Gold', name_fr: 'Tulipe Strong Gold', price_cents: 1800 })
  ).id;
  await t.db.updateTable('products').set({ image_key: 'abcdef123456' }).where('id', '=', ids.rose!).execute();
});
afterAll(() => t.close());

describe('the fresh list settings (GET/PUT /api/settings/fresh-list)', () => {
  it('are off at 07:00 until the owner or the office set them; others are refused', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/fresh-list', ...as(owner) });
    expect(read.json().data).toEqual({ enabled: false, send_at: '07:00', subscribers: 0, last_sent: null });
    for (const cookie of [counter, florists.ann.cookie]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/settings/fresh-list', ...as(cookie) });
      expect(refused.statusCode).toBe(403);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/fresh-list',
      payload: { enabled: true, send_at: '25:00' },
      ...as(owner),
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'send_at']);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/fresh-list',
      payload: { enabled: true, send_at: '07:30' },
      headers: { cookie: owner, 'x-language': 'fr' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Les réglages de la liste fraîcheur sont enregistrés.',
      data: { enabled: true, send_at: '07:30' },
    });
  });
});

describe('opting in (GET/PUT /api/customer/fresh-list)', () => {
  it('is the customer’s own choice, off until asked for', async () => {
    const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/customer/fresh-list', ...as(cookie) });
    expect((await get(florists.ann.cookie)).json().data).toEqual({ subscribed: false });
    for (const who of ['ann', 'bea'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/customer/fresh-list',
        payload: { subscribed: true },
        ...as(florists[who].cookie),
      });
      expect(res.json().data).toEqual({ subscribed: true });
    }
    expect((await get(florists.ann.cookie)).json().data).toEqual({ subscribed: true });
    expect((await get(florists.cal.cookie)).json().data).toEqual({ subscribed: false });
    expect((await get(owner)).statusCode).toBe(403);
  });
});

describe('the morning run', () => {
  it('waits for the hour staff set, then sends one e-mail to each customer who opted in', async () => {
    await travel.at(t.db, '2026-11-20T15:00:00.000Z');
    expect((await receive(ids.old!, 10)).statusCode).toBe(201);
    await travel.at(t.db, '2026-11-23T20:00:00.000Z');
    expect((await receive(ids.rose!, 30)).statusCode).toBe(201);
    // An offer on the tulip, on now.
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: {
        title_en: 'Gold week',
        title_fr: 'Semaine dorée',
        text_en: null,
        text_fr: null,
        starts_on: '2026-11-20',
        ends_on: '2026-11-30',
        published: true,
        items: [{ product_id: ids.tulip, price_cents: 1500 }],
      },
      ...as(owner),
    });
    expect(offer.statusCode).toBe(201);

    // Tuesday 07:00 in Montreal: not yet.
    await travel.at(t.db, '2026-11-24T12:00:00.000Z');
    expect(await run()).toBeNull();
    await travel.at(t.db, '2026-11-24T12:35:00.000Z');
    expect(await run()).toEqual({ date: '2026-11-24', recipients: 2, products: 1 });

    const mails = await freshMails();
    expect(mails.map((m) => [m.to_address, m.language])).toEqual([
      [florists.ann.email.toLowerCase(), 'en'],
      [florists.bea.email.toLowerCase(), 'fr'],
    ]);
    const [ann, bea] = mails as [(typeof mails)[number], (typeof mails)[number]];
    expect(ann.subject).toBe('The fresh list: 1 new arrival this morning');
    // What arrived since (the day before, for the first list), not the carnation of last week.
    expect(ann.html_body).toContain('Fresh Rose Avalanche');
    expect(ann.html_body).not.toContain('Old Carnation');
    expect(ann.html_body).toContain(`<img src="${BASE}/api/images/abcdef123456-card.webp"`);
    expect(ann.html_body).toContain('$24.50');
    expect(ann.html_body).toContain('box of 100');
    // The offer at the price the customer pays, the regular one struck through.
    expect(ann.html_body).toContain('Gold week');
    expect(ann.html_body).toMatch(/<strong>\$15\.00<\/strong> <s[^>]*>\$18\.00<\/s>/);
    expect(ann.text_body).toContain('Tulip Strong Gold');
    expect(ann.html_body).toContain(`href="${BASE}/customer/tickets/create?sort=arrival&amp;new=1"`);
    expect(ann.text_body).toContain('Hello Ann Florist,');

    expect(bea.subject).toBe('La liste fraîcheur\u00a0: 1 nouvel arrivage ce matin');
    expect(bea.html_body).toContain('Rose Avalanche fraîche');
    expect(bea.html_body).toContain('24,50\u00a0$');
    expect(bea.html_body).toContain('boîte de 100');
    expect(bea.html_body).toContain('Semaine dorée');
    expect(bea.html_body).toContain(`href="${BASE}/fr/customer/tickets/create?sort=arrival&amp;new=1"`);

    // The one-click unsubscribe: the headers as sent, the customer's own token.
    const token = await tokenOf(florists.ann.id);
    expect(JSON.parse(ann.headers!)).toEqual({
      'List-Unsubscribe': `<${BASE}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(ann.html_body).toContain(`${BASE}/unsubscribe?token=${token}`);
    expect(await t.app.mailer.sender.flush()).toBeGreaterThanOrEqual(2);
    const dir = t.config.mail.outboxDir;
    const eml = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('-fresh-list.eml'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((text) => text.includes(`/api/unsubscribe/${token}`))!;
    // A long header is folded onto the next line (RFC 5322).
    expect(eml).toMatch(new RegExp(`^List-Unsubscribe:\\s+<${BASE}/api/unsubscribe/${token}>`, 'm'));
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('never sends twice the same morning, however many runs or servers', async () => {
    expect(await run()).toBeNull();
    await travel.at(t.db, '2026-11-24T14:00:00.000Z');
    expect((await receive(ids.tulip!, 12)).statusCode).toBe(201);
    expect(await Promise.all([run(), run(), run()])).toEqual([null, null, null]);
    expect(await freshMails()).toHaveLength(2);

    // Wednesday: three runs at once, one list; what arrived since Tuesday's, not the rose again.
    await travel.at(t.db, '2026-11-25T12:40:00.000Z');
    const results = await Promise.all([run(), run(), run()]);
    expect(results.filter((r) => r !== null)).toEqual([{ date: '2026-11-25', recipients: 2, products: 1 }]);
    const wednesday = (await freshMails()).slice(2);
    expect(wednesday).toHaveLength(2);
    expect(wednesday[0]!.html_body).toContain('Tulip Strong Gold');
    expect(wednesday[0]!.html_body).not.toContain('Fresh Rose Avalanche');
    const rows = await t.db.selectFrom('fresh_list_sends').selectAll().orderBy('send_date').execute();
    expect(rows.map((r) => [r.send_date, r.recipients])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-25', 2],
    ]);
  });

  it('catches up a morning held up by downtime, not an afternoon; nothing on Sunday', async () => {
    // Thursday: the servers came back at 13:00 in Montreal, too late for a morning list.
    await travel.at(t.db, '2026-11-26T18:00:00.000Z');
    expect(await run()).toBeNull();
    // Friday: down at 07:30, back at 09:45: the list goes out then, with Thursday's arrivals.
    await travel.at(t.db, '2026-11-27T14:45:00.000Z');
    expect(await run()).toMatchObject({ date: '2026-11-27' });
    const friday = await t.db
      .selectFrom('fresh_list_sends')
      .selectAll()
      .where('send_date', '=', '2026-11-27')
      .executeTakeFirstOrThrow();
    expect(friday.since).toBe('2026-11-25T12:40:00.000Z');
    // Sunday, whatever the hour.
    await travel.at(t.db, '2026-11-29T12:45:00.000Z');
    expect(await run()).toBeNull();
  });

  it('respects the choice: one who opts out, or a list turned off, gets nothing', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/customer/fresh-list',
      payload: { subscribed: false },
      ...as(florists.ann.cookie),
    });
    await travel.at(t.db, '2026-11-30T12:45:00.000Z');
    const before = (await freshMails()).length;
    expect(await run()).toMatchObject({ date: '2026-11-30', recipients: 1 });
    const monday = (await freshMails()).slice(before);
    expect(monday.map((m) => m.to_address)).toEqual([florists.bea.email.toLowerCase()]);

    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/fresh-list',
      payload: { enabled: false, send_at: '07:30' },
      ...as(owner),
    });
    await travel.at(t.db, '2026-12-01T12:45:00.000Z');
    expect(await run()).toBeNull();
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/fresh-list',
      payload: { enabled: true, send_at: '07:30' },
      ...as(owner),
    });
  });
  it('sends nothing on a closed day (issue 38 item 3)', async () => {
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/closed-days',
      payload: { date: '2026-12-02', name_en: 'Inventory day', name_fr: 'Jour d’inventaire' },
      ...as(owner),
    });
    expect(closed.statusCode).toBe(201);
    await travel.at(t.db, '2026-12-02T12:45:00.000Z');
    expect(await run()).toBeNull();
    await travel.at(t.db, '2026-12-03T12:45:00.000Z');
    expect(await run()).toMatchObject({ date: '2026-12-03' });
    const days = await t.db.selectFrom('fresh_list_sends').select('send_date').execute();
    expect(days.map((d) => d.send_date)).not.toContain('2026-12-02');
  });
});

describe('the one-click unsubscribe (POST /api/unsubscribe/{token})', () => {
  it('works once, without signing in, as a mail client posts it; a wrong or used token changes nothing', async () => {
    const token = (await tokenOf(florists.bea.id))!;
    const post = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${encodeURIComponent(value)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const wrong = await post('not-a-token-of-ours');
    expect(wrong.statusCode).toBe(404);
    const subscribers = () => t.db.selectFrom('fresh_list_subscribers').select('user_id').execute();
    expect(await subscribers()).toHaveLength(1);

    const done = await post(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, data: { unsubscribed: true } });
    expect(await subscribers()).toHaveLength(0);

    const again = await post(token);
    expect(again.statusCode).toBe(404);
    // The same answer as a wrong token: nothing says whose it was.
    expect(again.json()).toEqual(wrong.json());
    expect(JSON.stringify(again.json())).not.toContain('Béa');
    expect(again.json().message).toBe('This unsubscribe link is not valid or was already used: nothing was changed.');

    // Asking again later gives a new link; the used one stays dead.
    await t.app.inject({
      method: 'PUT',
      url: '/api/customer/fresh-list',
      payload: { subscribed: true },
      ...as(florists.bea.cookie),
    });
    const fresh = await tokenOf(florists.bea.id);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    expect((await post(token)).statusCode).toBe(404);
    // A JSON post (the shop's page) works too.
    const page = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${fresh}`, payload: {} });
    expect(page.statusCode).toBe(200);
  });
});
