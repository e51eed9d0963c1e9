import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenDate } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import { signInAsNewAdmin } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { pdfText } from '../../test/pdf-text.js';
import { handoverTime } from './service.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
// A day of its own, so that the figures below count only what this file puts there.
const DAY = '2026-12-10';

let t: TestApp;
let staff: string;
const kit = orderKit(() => t, NOW);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string = staff) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

interface Stop {
  id: number;
  number: string;
  order_id: number;
  position: number;
  stop_status: string;
  address: string;
  phone: string;
  notes: string | null;
  lines: number;
  recipient_name: string | null;
  failure_reason: string | null;
}
interface Run {
  id: number;
  name: string;
  delivery_zone: string | null;
  stops: Stop[];
}
interface Day {
  runs: Run[];
  unassigned: { order_id: number }[];
  pickups: { order_id: number }[];
}

/** A signature as the driver's page sends it: a small PNG data URL. */
async function drawnSignature(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#000' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('delivery runs and the driver', () => {
  let customer: { id: number; email: string; cookie: string };
  let laval: { id: number; number: string }[];
  let vsl: { id: number; number: string };
  let pickup: { id: number; number: string };
  let signature: string;

  beforeAll(async () => {
    const rose = await kit.stocked(100, { name_en: 'Run rose', name_fr: 'Rose de tournée' });
    customer = await kit.newCustomer({
      businessName: 'Fleuriste Tournée',
      city: 'Laval',
      address1: '12 rue des Lilas',
      phoneNumber: '514-555-0199',
    });
    const order = (extra: Record<string, unknown>, quantity = 2) =>
      kit.staffOrder(staff, { customer_id: customer.id, date: DAY, lines: [{ product_id: rose.id, quantity }] }, extra);
    laval = [
      await order({ delivery_zone: 'montreal-laval', notes: 'Porte arrière / back door' }),
      await order({ delivery_zone: 'montreal-laval' }),
      await order({ delivery_zone: 'montreal-laval' }),
    ];
    vsl = await order({ delivery_zone: 'ville-saint-laurent' });
    pickup = await order({ delivery_method: 'pickup', delivery_zone: null });
    // Another day's order is not in this date's runs.
    await kit.staffOrder(staff, {
      customer_id: customer.id,
      date: '2026-12-11',
      lines: [{ product_id: rose.id, quantity: 1 }],
    });
    signature = await drawnSignature();
  });

  const day = async () => {
    const res = await call('GET', `/api/deliveries?date=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Day;
  };

  it('groups the date’s delivery orders into one run per zone, pickups apart', async () => {
    const before = await day();
    expect(before.runs).toEqual([]);
    expect(before.unassigned.map((o) => o.order_id).sort()).toEqual([...laval.map((o) => o.id), vsl.id].sort());
    expect(before.pickups.map((o) => o.order_id)).toEqual([pickup.id]);

    const res = await call('POST', '/api/deliveries/runs', { date: DAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 runs created.');
    const after = res.json().data as Day;
    expect(after.unassigned).toEqual([]);
    const byZone = new Map(after.runs.map((r) => [r.delivery_zone, r]));
    expect(byZone.get('montreal-laval')!.stops.map((s) => s.order_id)).toEqual(laval.map((o) => o.id));
    expect(byZone.get('ville-saint-laurent')!.stops.map((s) => s.order_id)).toEqual([vsl.id]);
    const first = byZone.get('montreal-laval')!.stops[0]!;
    expect(first).toMatchObject({ position: 1, phone: '514-555-0199', notes: 'Porte arrière / back door', lines: 1 });
    expect(first.address).toContain('12 rue des Lilas');
    // Again: nothing new to put in a run.
    expect((await call('POST', '/api/deliveries/runs', { date: DAY })).json().message).toBe(
      'Every order is already in a run.',
    );
  });

  it('moves a stop within its run and to another run of the date', async () => {
    const runs = (await day()).runs;
    const lavalRun = runs.find((r) => r.delivery_zone === 'montreal-laval')!;
    const vslRun = runs.find((r) => r.delivery_zone === 'ville-saint-laurent')!;
    const third = lavalRun.stops[2]!;
    const up = await call('PUT', `/api/deliveries/stops/${third.id}`, { run_id: lavalRun.id, position: 1 });
    expect(up.statusCode, up.body).toBe(200);
    expect((up.json().data.run as Run).stops.map((s) => [s.order_id, s.position])).toEqual([
      [laval[2]!.id, 1],
      [laval[0]!.id, 2],
      [laval[1]!.id, 3],
    ]);
    const moved = await call('PUT', `/api/deliveries/stops/${third.id}`, { run_id: vslRun.id, position: 9 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data.run as Run).stops.map((s) => s.order_id)).toEqual([vsl.id, laval[2]!.id]);
    const after = (await day()).runs.find((r) => r.id === lavalRun.id)!;
    expect(after.stops.map((s) => [s.order_id, s.position])).toEqual([
      [laval[0]!.id, 1],
      [laval[1]!.id, 2],
    ]);
    expect((await call('PUT', '/api/deliveries/stops/999999', { run_id: vslRun.id, position: 1 })).statusCode).toBe(
      404,
    );
  });

  it('refuses to deliver without the recipient’s name or a signature', async () => {
    const stop = (await day()).runs.find((r) => r.delivery_zone === 'montreal-laval')!.stops[0]!;
    const url = `/api/deliveries/stops/${stop.id}/delivered`;
    const noName = await call('POST', url, { signature });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field ?? JSON.stringify(noName.json())).toContain('recipient_name');
    const noSignature = await call('POST', url, { recipient_name: 'Marie' });
    expect(noSignature.statusCode).toBe(400);
    expect(JSON.stringify(noSignature.json())).toContain('signature');
    const notAnImage = await call('POST', url, { recipient_name: 'Marie', signature: 'data:image/png;base64,AAAA' });
    expect(notAnImage.statusCode).toBe(400);
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'delivered_at'])
      .where('id', '=', stop.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'confirmed', delivered_at: null });
  });

  it('delivering moves the order to delivered, keeps the proof and queues the customer’s e-mail', async () => {
    const stop = (await day()).runs.find((r) => r.delivery_zone === 'montreal-laval')!.stops[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/stops/${stop.id}/delivered`,
      payload: { recipient_name: ' Marie Roy ', signature },
      headers: { cookie: staff },
      remoteAddress: '203.0.113.80',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The trail, from the driver's address: the order's moves (ready, delivered) and the stop's handover.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['entity', 'entity_id', 'action', 'actor_ip', 'changes'])
      .where('actor_ip', '=', '203.0.113.80')
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.entity, e.entity_id, e.action])).toEqual([
      ['order', stop.order_id, 'status'],
      ['order', stop.order_id, 'status'],
      ['delivery_stop', stop.id, 'deliver'],
    ]);
    expect(JSON.parse(trail[2]!.changes)).toMatchObject({
      status: ['pending', 'delivered'],
      recipient_name: [null, 'Marie Roy'],
      proof_kind: [null, 'signature'],
    });
    const done = (res.json().data.run as Run).stops.find((s) => s.id === stop.id)!;
    expect(done).toMatchObject({ stop_status: 'delivered', recipient_name: 'Marie Roy' });
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'delivered_at'])
      .where('id', '=', stop.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'delivered', delivered_at: NOW.toISOString() });
    const row = await t.db.selectFrom('delivery_stops').selectAll().where('id', '=', stop.id).executeTakeFirstOrThrow();
    expect(row.signature_key).toMatch(/^s\d+-/);
    const files = await storedNames(t.app.files, 'delivery-signatures');
    expect(files.some((f) => f.startsWith(`${row.signature_key}-`))).toBe(true);
    expect(row.delivered_by).not.toBeNull();
    // Staff who handle orders see the signature on the order; a driver or the customer do not.
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/orders/${stop.order_id}/signature`,
      headers: { cookie: (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie },
    });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    for (const cookie of [(await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie, customer.cookie]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/orders/${stop.order_id}/signature`,
        headers: { cookie },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('GET', `/api/deliveries/orders/${stop.order_id + 100000}/signature`)).statusCode).toBe(404);
    const mails = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', customer.email).execute();
    expect(mails.map((m) => m.subject)).toContain(`Your order ${stop.number} was delivered`);
    // Passing through ready told the customer nothing. Twice is refused.
    expect(mails.filter((m) => m.subject.includes(stop.number)).map((m) => m.subject)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/ready/i)]),
    );
    expect(
      (await call('POST', `/api/deliveries/stops/${stop.id}/delivered`, { recipient_name: 'X', signature })).statusCode,
    ).toBe(409);
  });

  it('could not deliver: the reason stays on the stop, the order does not move', async () => {
    const stop = (await day()).runs.find((r) => r.delivery_zone === 'montreal-laval')!.stops[1]!;
    const res = await call('POST', `/api/deliveries/stops/${stop.id}/failed`, { reason: 'Closed / fermé' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.run as Run).stops.find((s) => s.id === stop.id)).toMatchObject({
      stop_status: 'failed',
      failure_reason: 'Closed / fermé',
    });
    const order = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', stop.order_id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('confirmed');
  });

  it('the driver leaves with a run: its customers still waiting are told once, unless they turned it off', async () => {
    const outbox = () => t.db.selectFrom('outbox').select('subject').where('to_address', '=', customer.email).execute();
    const before = (await outbox()).length;
    const lavalRun = (await day()).runs.find((r) => r.delivery_zone === 'montreal-laval')!;
    const waiting = lavalRun.stops.filter((s) => s.stop_status !== 'delivered');
    const delivered = lavalRun.stops.filter((s) => s.stop_status === 'delivered');
    expect(waiting.length).toBeGreaterThan(0);
    expect(delivered.length).toBeGreaterThan(0);

    const res = await call('POST', `/api/deliveries/runs/${lavalRun.id}/depart`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('On the road: the customers are told their order is on its way.');
    expect(res.json().data.run.departed_at).toBe(NOW.toISOString());
    const sent = (await outbox()).slice(before).map((m) => m.subject);
    expect(sent.sort()).toEqual(waiting.map((s) => `Your order ${s.number} is on its way`).sort());
    // Leaving again tells no one twice.
    expect((await call('POST', `/api/deliveries/runs/${lavalRun.id}/depart`)).statusCode).toBe(200);
    expect((await outbox()).length).toBe(before + waiting.length);

    // A customer who turned the notice off is not told; a driver cannot start another's run.
    const own = (await call('GET', `/api/customer/${customer.id}`, undefined, customer.cookie)).json().data.customer;
    const off = await call(
      'PUT',
      `/api/customer/${customer.id}/profile`,
      {
        phoneNumber: own.phoneNumber,
        language: own.language,
        order_notices: { ...own.order_notices, out_for_delivery: false },
      },
      customer.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    const vslRun = (await day()).runs.find((r) => r.delivery_zone === 'ville-saint-laurent')!;
    const driver = (await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie;
    expect((await call('POST', `/api/deliveries/runs/${vslRun.id}/depart`, undefined, driver)).statusCode).toBe(403);
    expect((await call('POST', `/api/deliveries/runs/${vslRun.id}/depart`)).statusCode).toBe(200);
    expect((await outbox()).length).toBe(before + waiting.length);
    expect((await call('POST', '/api/deliveries/runs/999999/depart')).statusCode).toBe(404);
  });

  it('a pickup is picked up through the orders module', async () => {
    const res = await call('POST', `/api/deliveries/pickups/${pickup.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'delivered_at'])
      .where('id', '=', pickup.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'delivered', delivered_at: NOW.toISOString() });
    expect((await day()).pickups).toEqual([]);
    expect((await call('POST', `/api/deliveries/pickups/${vsl.id}`)).statusCode).toBe(404);
  });

  it('prints a run sheet in the staff member’s language', async () => {
    const run = (await day()).runs.find((r) => r.delivery_zone === 'montreal-laval')!;
    const fr = await call('GET', `/api/deliveries/runs/${run.id}/sheet.pdf?lang=fr`);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    const text = pdfText(fr.rawPayload);
    for (const part of [
      'Feuille de route',
      `Date : ${writtenDate(DAY, 'fr')}`,
      'Fleuriste Tournée',
      '12 rue des Lilas',
      '514-555-0199',
      laval[0]!.number,
      'Porte arrière',
    ])
      expect(text, part).toContain(part);
    const en = pdfText((await call('GET', `/api/deliveries/runs/${run.id}/sheet.pdf?lang=en`)).rawPayload);
    for (const part of ['Run sheet', 'Driver', 'Phone']) expect(en, part).toContain(part);
    expect((await call('GET', '/api/deliveries/runs/999999/sheet.pdf')).statusCode).toBe(404);
  });

  it('names a driver: a staff user or a free-text name', async () => {
    const run = (await day()).runs[0]!;
    const named = await call('PUT', `/api/deliveries/runs/${run.id}`, { driver_name: 'Luc' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.run.driver_name).toBe('Luc');
    const notStaff = await call('PUT', `/api/deliveries/runs/${run.id}`, { driver_user_id: customer.id });
    expect(notStaff.statusCode).toBe(400);
  });

  it('is for staff only: a customer gets 403 on every call, a visitor 401', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', `/api/deliveries?date=${DAY}`],
      ['POST', '/api/deliveries/runs', { date: DAY }],
      ['PUT', '/api/deliveries/runs/1', { name: 'x' }],
      ['GET', '/api/deliveries/runs/1/sheet.pdf'],
      ['PUT', '/api/deliveries/stops/1', { run_id: 1, position: 1 }],
      ['POST', '/api/deliveries/stops/1/delivered', { recipient_name: 'x', signature }],
      ['POST', '/api/deliveries/stops/1/failed', { reason: 'x' }],
      ['POST', `/api/deliveries/pickups/${pickup.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, customer.cookie)).statusCode, url).toBe(403);
      expect((await call(method, url, body, '')).statusCode, url).toBe(401);
    }
  });
});

describe('a photo as the proof of delivery', () => {
  // A day of its own: these stops are delivered here and nowhere else.
  const PHOTO_DAY = '2026-12-14';
  let customer: { id: number; email: string; cookie: string };
  let orders: { id: number; number: string }[];
  let stops: Stop[];
  let photo: string;

  const photoNames = () => storedNames(t.app.files, 'delivery-photos');
  const orderRow = (id: number) =>
    t.db.selectFrom('orders').select(['status', 'delivered_at']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    const tulip = await kit.stocked(100, { name_en: 'Photo tulip', name_fr: 'Tulipe photo' });
    customer = await kit.newCustomer({ businessName: 'Fleuriste Photo', city: 'Laval' });
    orders = [];
    for (let i = 0; i < 3; i++)
      orders.push(
        await kit.staffOrder(
          staff,
          { customer_id: customer.id, date: PHOTO_DAY, lines: [{ product_id: tulip.id, quantity: 1 }] },
          { delivery_zone: 'montreal-laval' },
        ),
      );
    const created = await call('POST', '/api/deliveries/runs', { date: PHOTO_DAY });
    expect(created.statusCode, created.body).toBe(200);
    stops = (created.json().data as Day).runs[0]!.stops;
    // A phone photo as the driver's page sends it: a JPEG of 1600 px at most.
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d44' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  });

  it('refuses neither a signature nor a photo, both, a photo that is not an image, and one too large', async () => {
    const url = `/api/deliveries/stops/${stops[0]!.id}/delivered`;
    const neither = await call('POST', url, { recipient_name: 'Marie' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({
      field: 'signature',
      message: expect.stringContaining('A signature or a photo is required'),
    });
    const inFrench = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff, 'accept-language': 'fr' },
      payload: { recipient_name: 'Marie' },
    });
    expect(inFrench.json().message).toContain('Une signature ou une photo est requise');

    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const both = await call('POST', url, {
      recipient_name: 'Marie',
      signature: `data:image/png;base64,${png.toString('base64')}`,
      photo,
    });
    expect(both.statusCode).toBe(400);

    // Text called a JPEG, and a real picture of a type not taken (GIF called a JPEG): the bytes decide.
    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('not a picture at all, only some words'), gif]) {
      const refused = await call('POST', url, {
        recipient_name: 'Marie',
        photo: `data:image/jpeg;base64,${bytes.toString('base64')}`,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'photo', message: expect.stringContaining('JPEG, PNG or WebP') });
    }
    expect(await call('POST', url, { recipient_name: 'Marie', photo: 'hello' }).then((r) => r.statusCode)).toBe(400);

    // Larger than 1.5 MB: the service's 413; past the route's body limit: Fastify's 413.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1_600_000, 7)]);
    const tooLarge = await call('POST', url, {
      recipient_name: 'Marie',
      photo: `data:image/jpeg;base64,${big.toString('base64')}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ field: 'photo', message: expect.stringContaining('1.5 MB') });
    const huge = Buffer.alloc(2_500_000, 7);
    const overLimit = await call('POST', url, {
      recipient_name: 'Marie',
      photo: `data:image/jpeg;base64,${huge.toString('base64')}`,
    });
    expect(overLimit.statusCode).toBe(413);

    expect(await orderRow(stops[0]!.order_id)).toEqual({ status: 'confirmed', delivered_at: null });
    const row = await t.db
      .selectFrom('delivery_stops')
      .selectAll()
      .where('id', '=', stops[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', signature_key: null, proof_kind: null });
    expect(await photoNames()).toEqual([]);
  });

  it('delivers with a photo: stored privately, its kind kept, shown to staff who handle orders only', async () => {
    const stop = stops[0]!;
    const res = await call('POST', `/api/deliveries/stops/${stop.id}/delivered`, {
      recipient_name: 'Luc Photo',
      photo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.run as Run).stops.find((s) => s.id === stop.id)).toMatchObject({
      stop_status: 'delivered',
      recipient_name: 'Luc Photo',
    });
    expect(await orderRow(stop.order_id)).toEqual({ status: 'delivered', delivered_at: NOW.toISOString() });
    const row = await t.db.selectFrom('delivery_stops').selectAll().where('id', '=', stop.id).executeTakeFirstOrThrow();
    expect(row.proof_kind).toBe('photo');
    expect(row.signature_key).toMatch(/^p\d+-/);
    const names = await photoNames();
    expect(names.filter((n) => n.startsWith(`${row.signature_key}-`))).toHaveLength(3);
    expect((await storedNames(t.app.files, 'delivery-signatures')).some((n) => n.startsWith(row.signature_key!))).toBe(
      false,
    );

    const counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
    const info = await call('GET', `/api/deliveries/orders/${stop.order_id}/proof`, undefined, counter);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toEqual({ kind: 'photo', recipient_name: 'Luc Photo', delivered_at: NOW.toISOString() });
    const image = await call('GET', `/api/deliveries/orders/${stop.order_id}/signature`, undefined, counter);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // Metadata-free and no larger than the large size (1024 px).
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.exif).toBeUndefined();

    const driver = (await signInAsNewAdmin(t.app, t.db, ['driver'])).cookie;
    for (const cookie of [customer.cookie, driver])
      for (const path of ['proof', 'signature'])
        expect(
          (await call('GET', `/api/deliveries/orders/${stop.order_id}/${path}`, undefined, cookie)).statusCode,
        ).toBe(403);
    expect((await call('GET', `/api/deliveries/orders/${stop.order_id}/proof`, undefined, '')).statusCode).toBe(401);
    // An order not delivered yet has no proof.
    expect((await call('GET', `/api/deliveries/orders/${stops[1]!.order_id}/proof`)).statusCode).toBe(404);
  });

  it('a signed delivery says so; a photo is removed again when the order cannot be delivered', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const signed = await call('POST', `/api/deliveries/stops/${stops[1]!.id}/delivered`, {
      recipient_name: 'Ana',
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await call('GET', `/api/deliveries/orders/${stops[1]!.order_id}/proof`)).json().data.kind).toBe(
      'signature',
    );

    const before = await photoNames();
    const stop = stops[2]!;
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', stop.order_id).execute();
    const refused = await call('POST', `/api/deliveries/stops/${stop.id}/delivered`, { recipient_name: 'Zoé', photo });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await photoNames()).toEqual(before);
    const row = await t.db.selectFrom('delivery_stops').selectAll().where('id', '=', stop.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', signature_key: null, proof_kind: null });
  });
});

describe('a delivery sent later from a dead zone (issue 14: the driver page on a weak connection)', () => {
  const LATE_DAY = '2026-12-15';
  let stops: Stop[];
  let signature: string;

  beforeAll(async () => {
    signature = await drawnSignature();
    const fern = await kit.stocked(100, { name_en: 'Late fern', name_fr: 'Fougère tardive' });
    const customer = await kit.newCustomer({ businessName: 'Fleuriste Tardive', city: 'Laval' });
    for (let i = 0; i < 2; i++)
      await kit.staffOrder(
        staff,
        { customer_id: customer.id, date: LATE_DAY, lines: [{ product_id: fern.id, quantity: 1 }] },
        { delivery_zone: 'montreal-laval' },
      );
    const created = await call('POST', '/api/deliveries/runs', { date: LATE_DAY });
    expect(created.statusCode, created.body).toBe(200);
    stops = (created.json().data as Day).runs[0]!.stops;
  });

  const deliveredAt = async (stop: Stop) => ({
    order: (
      await t.db.selectFrom('orders').select('delivered_at').where('id', '=', stop.order_id).executeTakeFirstOrThrow()
    ).delivered_at,
    stop: (
      await t.db.selectFrom('delivery_stops').select('delivered_at').where('id', '=', stop.id).executeTakeFirstOrThrow()
    ).delivered_at,
  });

  it('counts the claim window from when the phone recorded it, believed back to 24 hours', async () => {
    const threeHoursAgo = new Date(NOW.getTime() - 3 * 3600_000);
    const early = await call('POST', `/api/deliveries/stops/${stops[0]!.id}/delivered`, {
      recipient_name: 'Ana Tardive',
      signature,
      // The phone's time, with its offset (Montreal).
      delivered_at: '2026-11-20T05:00:00-05:00',
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(await deliveredAt(stops[0]!)).toEqual({
      order: threeHoursAgo.toISOString(),
      stop: threeHoursAgo.toISOString(),
    });

    // A phone whose clock says three days ago: the day before now at the earliest.
    const late = await call('POST', `/api/deliveries/stops/${stops[1]!.id}/delivered`, {
      recipient_name: 'Ana Tardive',
      signature,
      delivered_at: '2026-11-17T13:00:00Z',
    });
    expect(late.statusCode, late.body).toBe(200);
    const dayBefore = new Date(NOW.getTime() - 24 * 3600_000).toISOString();
    expect(await deliveredAt(stops[1]!)).toEqual({ order: dayBefore, stop: dayBefore });
  });

  it('never takes a time past now, and refuses a time that is no instant', async () => {
    expect(handoverTime(NOW, '2026-11-20T15:00:00Z')).toBe(NOW.toISOString());
    expect(handoverTime(NOW, undefined)).toBe(NOW.toISOString());
    const res = await call('POST', `/api/deliveries/stops/${stops[0]!.id}/delivered`, {
      recipient_name: 'X',
      signature,
      delivered_at: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
  });
});
