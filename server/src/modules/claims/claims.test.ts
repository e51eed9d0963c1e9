import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';

const time = travelClock('2026-10-01');
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer, balance, onHand } = orderKit(() => t, time.clock.now());

/** A small photo as a phone makes it: JPEG with EXIF, where it was taken among it. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' },
    })
    .toBuffer();

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart body by hand: what a browser's FormData sends. */
function multipart(parts: Part[]) {
  const boundary = `----claims${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'file' in part ? part.file : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function claimBody(
  fields: Record<string, string>,
  photos: { product?: number; label?: number } = { product: 1, label: 1 },
) {
  const jpeg = await photo();
  const files: Part[] = [
    ...Array.from({ length: photos.product ?? 0 }, (_, i) => ({
      name: 'photos',
      file: jpeg,
      filename: `flowers-${i}.jpg`,
      type: 'image/jpeg',
    })),
    ...Array.from({ length: photos.label ?? 0 }, (_, i) => ({
      name: 'label_photos',
      file: jpeg,
      filename: `label-${i}.jpg`,
      type: 'image/jpeg',
    })),
  ];
  return multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
}

/** A staff order for the customer, delivered at `deliveredAt`: its id and lines. */
async function deliveredOrder(customerId: number, deliveredAt: string, products: { id: number; quantity: number }[]) {
  await time.at(t.db, deliveredAt);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: deliveredAt.slice(0, 10),
      lines: products.map((p) => ({ product_id: p.id, quantity: p.quantity })),
      credit_override_reason: 'claims test',
    },
    ...as(staff),
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data.order as { id: number; lines: { id: number; product_id: number }[] };
  for (const status of ['ready', 'delivered']) {
    const moved = await t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/${status}`, ...as(staff) });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order;
}

const submit = (cookie: string, body: Awaited<ReturnType<typeof claimBody>>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/claims',
    payload: body.payload,
    headers: { ...body.headers, cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('claims (SPEC §9: fresh flowers within 24 hours, with photos and the farm label)', () => {
  it('accepts a claim at 23 h 59 min and refuses one at 24 h 01 min, in Montreal time', async () => {
    const roses = await stocked(100, { fresh: true, price_cents: 200 });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-05T14:00:00Z', [{ id: roses.id, quantity: 10 }]);
    const lines = JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 2, reason: 'broken_stems' }]);

    await time.at(t.db, '2026-10-06T14:01:00Z');
    const late = await submit(c.cookie, await claimBody({ order_id: String(order.id), lines }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('within 24 hours');

    await time.at(t.db, '2026-10-06T13:59:00Z');
    const inTime = await submit(
      c.cookie,
      await claimBody({ order_id: String(order.id), lines, note: 'Stems snapped' }),
    );
    expect(inTime.statusCode, inTime.body).toBe(201);
    const claim = inTime.json().data.claim;
    expect(claim).toMatchObject({ kind: 'claim', status: 'new', note: 'Stems snapped', order_id: order.id });
    expect(claim.lines).toMatchObject([{ quantity: 2, reason: 'broken_stems', fresh: true, unit_price_cents: 200 }]);
    expect(claim.photos.map((p: { role: string }) => p.role)).toEqual(['product', 'label']);
  });

  it('needs a photo of the flowers and one of the farm label, and keeps no EXIF (no location)', async () => {
    const roses = await stocked(100, { fresh: true });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-07T14:00:00Z', [{ id: roses.id, quantity: 5 }]);
    const fields = {
      order_id: String(order.id),
      lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'wilted' }]),
    };
    const noLabel = await submit(c.cookie, await claimBody(fields, { product: 1 }));
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().field).toBe('label_photos');
    const noPhoto = await submit(c.cookie, await claimBody(fields, { label: 1 }));
    expect(noPhoto.json().field).toBe('photos');

    const ok = await submit(c.cookie, await claimBody(fields));
    expect(ok.statusCode).toBe(201);
    const url = ok.json().data.claim.photos[0].url as string;
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie: c.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // The originals are nowhere in the file store: only the resized WebP files.
    const stored = await storedNames(t.app.files, 'claim-photos');
    expect(stored.every((name) => name.endsWith('.webp'))).toBe(true);
  });

  it('refuses other types by content, more than 8 photos, and a photo over 10 MB', async () => {
    const roses = await stocked(100, { fresh: true });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-08T14:00:00Z', [{ id: roses.id, quantity: 5 }]);
    const fields = [
      { name: 'order_id', value: String(order.id) },
      {
        name: 'lines',
        value: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'quality' }]),
      },
    ];
    const pdfNamedJpeg = multipart([
      ...fields,
      { name: 'photos', file: Buffer.from('%PDF-1.4 not a photo'), filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect((await submit(c.cookie, pdfNamedJpeg)).statusCode).toBe(415);
    expect(
      (
        await submit(
          c.cookie,
          await claimBody(Object.fromEntries(fields.map((f) => [f.name, f.value])), { product: 8, label: 1 }),
        )
      ).statusCode,
    ).toBe(413);
    const huge = multipart([
      ...fields,
      {
        name: 'photos',
        file: Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]),
        filename: 'big.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect((await submit(c.cookie, huge)).statusCode).toBe(413);
    // Nothing was kept of the refused submissions.
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/claims', headers: { cookie: c.cookie } });
    expect(list.json().data.pagination.total).toBe(0);
  });

  it("keeps one customer out of another's orders and claims (404), photos included", async () => {
    const roses = await stocked(100, { fresh: true });
    const owner = await newCustomer();
    const other = await newCustomer();
    const order = await deliveredOrder(owner.id, '2026-10-09T14:00:00Z', [{ id: roses.id, quantity: 5 }]);
    const fields = {
      order_id: String(order.id),
      lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'missing' }]),
    };
    expect((await submit(other.cookie, await claimBody(fields))).statusCode).toBe(404);
    const claim = (await submit(owner.cookie, await claimBody(fields))).json().data.claim;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: claim.photos[0].url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: claim.photos[0].url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(403);
  });

  it('makes one claim of a repeated submit with the same idempotency key', async () => {
    const roses = await stocked(100, { fresh: true });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-10T14:00:00Z', [{ id: roses.id, quantity: 5 }]);
    const body = await claimBody({
      order_id: String(order.id),
      lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 5, reason: 'wilted' }]),
    });
    const [a, b] = await Promise.all([
      submit(c.cookie, body, 'claim-key-0001'),
      submit(c.cookie, body, 'claim-key-0001'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.claim.id).toBe(b.json().data.claim.id);
    const again = await submit(c.cookie, body, 'claim-key-0001');
    expect(again.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/claims', headers: { cookie: c.cookie } });
    expect(list.json().data.pagination.total).toBe(1);
    // Another key: the whole quantity is already claimed.
    const more = await submit(c.cookie, body, 'claim-key-0002');
    expect(more.statusCode).toBe(400);
    expect(more.json().field).toBe('lines.0.quantity');
  });

  it('credits a partial approval by a credit note at the prices paid: the balance moves once, by it', async () => {
    const roses = await stocked(100, { fresh: true, price_cents: 300 });
    const tulips = await stocked(100, { fresh: true, price_cents: 150 });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-12T14:00:00Z', [
      { id: roses.id, quantity: 10 },
      { id: tulips.id, quantity: 10 },
    ]);
    const [roseLine, tulipLine] = order.lines;
    const claim = (
      await submit(
        c.cookie,
        await claimBody({
          order_id: String(order.id),
          lines: JSON.stringify([
            { order_line_id: roseLine!.id, quantity: 4, reason: 'broken_stems' },
            { order_line_id: tulipLine!.id, quantity: 2, reason: 'wilted' },
          ]),
        }),
      )
    ).json().data.claim;
    const before = await balance(c.id);
    // The florist's system hears of the decision and its credit note (issue 40, webhooks).
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'http://127.0.0.1:9/claims', events: ['claim.decided', 'credit_note.issued'] },
      ...as(c.cookie),
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const queue = await t.app.inject({ method: 'GET', url: '/api/claims?status=new', ...as(staff) });
    expect(queue.json().data.claims.map((x: { id: number }) => x.id)).toContain(claim.id);

    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/decision`,
      payload: { decision: 'partial', lines: [{ order_line_id: roseLine!.id, quantity: 3 }] },
      ...as(staff),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const result = decided.json().data.claim;
    expect(result.status).toBe('partially_approved');
    expect(result.lines.map((l: { approved_quantity: number }) => l.approved_quantity)).toEqual([3, 0]);
    // 3 roses at $3.00 = $9.00, with GST and QST: $10.35 credited.
    expect(result.credit_total_cents).toBe(-1035);
    expect(result.credit_number).toBeTruthy();
    expect(await balance(c.id)).toBe(before - 1035);
    // Fresh flowers are not put back on the shelf.
    expect(await onHand(roses.id)).toBe(90);
    // Decided once.
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/decision`,
      payload: { decision: 'approve' },
      ...as(staff),
    });
    expect(twice.statusCode).toBe(409);
    expect(await balance(c.id)).toBe(before - 1035);
    const hookId = hook.json().data.webhook.id as number;
    const events = await t.app.inject({ method: 'GET', url: `/api/webhooks/${hookId}/deliveries`, ...as(c.cookie) });
    expect(
      events
        .json()
        .data.deliveries.map((d: { event: string }) => d.event)
        .sort(),
    ).toEqual(['claim.decided', 'credit_note.issued']);
    // E-mails at each step: received (customer), new claim (support inbox), the decision with the credit note.
    const mails = await t.db
      .selectFrom('outbox')
      .select(['template', 'to_address', 'attachments', 'language'])
      .where('to_address', 'in', [c.email.toLowerCase(), t.config.business.email.toLowerCase()])
      .where('template', 'like', 'claim-%')
      // In the order they were queued: PostgreSQL returns rows the sender has updated in any order.
      .orderBy('id')
      .execute();
    const mine = mails.filter((m) => m.to_address === c.email.toLowerCase());
    expect(mine.map((m) => m.template)).toEqual(['claim-received', 'claim-partially_approved']);
    expect(JSON.parse(mine[1]!.attachments)).toMatchObject([{ contentType: 'application/pdf' }]);
    expect(mails.some((m) => m.template === 'claim-staff')).toBe(true);
    const verify = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(Number(verify.sum)).toBe(await balance(c.id));
  });

  it('refuses with the reason, and asks for more information without closing the claim', async () => {
    const roses = await stocked(100, { fresh: true });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-14T14:00:00Z', [{ id: roses.id, quantity: 5 }]);
    const claim = (
      await submit(
        c.cookie,
        await claimBody({
          order_id: String(order.id),
          lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'other' }]),
        }),
      )
    ).json().data.claim;
    const decide = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/claims/${claim.id}/decision`, payload, ...as(staff) });
    expect((await decide({ decision: 'refuse' })).statusCode).toBe(400);
    const asked = await decide({ decision: 'info', reason: 'Please send a photo of the whole box.' });
    expect(asked.json().data.claim).toMatchObject({
      status: 'in_review',
      decision_reason: 'Please send a photo of the whole box.',
    });
    const refused = await decide({ decision: 'refuse', reason: 'The stems were cut too short by the shop.' });
    expect(refused.json().data.claim).toMatchObject({ status: 'refused', credit_order_id: null });
    // The claim's trail: filed by the customer, then each decision with its reason, by staff.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'claim')
      .where('entity_id', '=', claim.id)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, e.actor_user_id === c.id, JSON.parse(e.changes)])).toEqual([
      [
        'create',
        true,
        expect.objectContaining({
          kind: [null, 'claim'],
          status: [null, 'new'],
          lines: [null, { [order.lines[0]!.id]: { quantity: 1, reason: 'other', approved: null } }],
        }),
      ],
      [
        'decide',
        false,
        { status: ['new', 'in_review'], decision_reason: [null, 'Please send a photo of the whole box.'] },
      ],
      [
        'decide',
        false,
        {
          status: ['in_review', 'refused'],
          decision_reason: ['Please send a photo of the whole box.', 'The stems were cut too short by the shop.'],
        },
      ],
    ]);
  });
});

describe('returns (SPEC §9: dry goods within 14 days, unused, not special orders)', () => {
  it('accepts a return on day 14 and refuses it on day 15; approval gives an RA number', async () => {
    const vases = await stocked(100, { fresh: false, price_cents: 1200 });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-15T20:00:00Z', [{ id: vases.id, quantity: 4 }]);
    // The customer's list says which orders hold dry goods, so that a row can offer the return.
    const roses = await stocked(10, { fresh: true });
    const flowersOnly = await deliveredOrder(c.id, '2026-10-15T21:00:00Z', [{ id: roses.id, quantity: 1 }]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/customer/Orders/${c.id}`,
      headers: { cookie: c.cookie },
    });
    const rows = list.json().data.orders as { id: number; has_dry_goods: boolean; delivered_at: string | null }[];
    expect(rows.find((r) => r.id === order.id)).toMatchObject({
      has_dry_goods: true,
      delivered_at: expect.any(String),
    });
    expect(rows.find((r) => r.id === flowersOnly.id)).toMatchObject({ has_dry_goods: false });
    const fields = {
      order_id: String(order.id),
      kind: 'return',
      unused_confirmed: 'true',
      lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 2, reason: 'not_needed' }]),
    };
    await time.at(t.db, '2026-10-30T15:00:00Z');
    const late = await submit(c.cookie, await claimBody(fields, {}));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('14 days');

    await time.at(t.db, '2026-10-29T15:00:00Z');
    expect((await submit(c.cookie, await claimBody({ ...fields, unused_confirmed: 'false' }, {}))).json().field).toBe(
      'unused_confirmed',
    );
    const ok = await submit(c.cookie, await claimBody(fields, {}));
    expect(ok.statusCode, ok.body).toBe(201);
    const claim = ok.json().data.claim;
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/decision`,
      payload: { decision: 'approve' },
      ...as(staff),
    });
    expect(approved.json().data.claim).toMatchObject({
      status: 'approved',
      ra_number: `RA-2026-${String(claim.id).padStart(5, '0')}`,
      credit_order_id: null,
    });

    // The goods come back: restocked, credited less a 10 % restocking fee and $5.00 freight.
    const stockBefore = await onHand(vases.id);
    const balanceBefore = await balance(c.id);
    const receive = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/claims/${claim.id}/received`, payload, ...as(staff) });
    expect((await receive({ restocking_fee_percent: 25 })).statusCode).toBe(400);
    expect((await receive({ restocking_fee_percent: 20, freight_cents: 2000 })).json().field).toBe('freight_cents');
    const received = await receive({ restocking_fee_percent: 10, freight_cents: 500 });
    expect(received.statusCode, received.body).toBe(200);
    const expected = computeTotals([{ quantity: -2, unit_price_cents: 1200 }], 240 + 500).total_cents;
    expect(received.json().data.claim).toMatchObject({
      status: 'closed',
      restocking_fee_percent: 10,
      freight_cents: 500,
      credit_total_cents: expected,
    });
    expect(await onHand(vases.id)).toBe(stockBefore + 2);
    expect(await balance(c.id)).toBe(balanceBefore + expected);
    expect((await receive({})).statusCode).toBe(409);
    expect(await balance(c.id)).toBe(balanceBefore + expected);
  });

  it('refuses a return of fresh flowers and of a special order (a converted prebooking)', async () => {
    const roses = await stocked(100, { fresh: true });
    const vases = await stocked(100, { fresh: false });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-20T14:00:00Z', [{ id: roses.id, quantity: 4 }]);
    const fresh = await submit(
      c.cookie,
      await claimBody(
        {
          order_id: String(order.id),
          kind: 'return',
          unused_confirmed: 'true',
          lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'not_needed' }]),
        },
        {},
      ),
    );
    expect(fresh.statusCode).toBe(400);

    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        customer_id: c.id,
        type: 'prebooking',
        delivery_method: 'pickup',
        delivery_date: '2026-10-20',
        lines: [{ product_id: vases.id, quantity: 2 }],
      },
      ...as(staff),
    });
    expect(pre.statusCode, pre.body).toBe(201);
    const preId = pre.json().data.order.id as number;
    const converted = await t.app.inject({
      method: 'PUT',
      url: `/api/prebooking/${preId}`,
      payload: { update_inventory: true, credit_override_reason: 'claims test' },
      ...as(staff),
    });
    expect(converted.statusCode, converted.body).toBe(200);
    for (const status of ['ready', 'delivered'])
      await t.app.inject({ method: 'PUT', url: `/api/Orders/${preId}/update/${status}`, ...as(staff) });
    const lineId = (await t.app.inject({ method: 'GET', url: `/api/Orders/${preId}`, ...as(staff) })).json().data.order
      .lines[0].id;
    const special = await submit(
      c.cookie,
      await claimBody(
        {
          order_id: String(preId),
          kind: 'return',
          unused_confirmed: 'true',
          lines: JSON.stringify([{ order_line_id: lineId, quantity: 1, reason: 'not_needed' }]),
        },
        {},
      ),
    );
    expect(special.statusCode).toBe(409);
    expect(special.json().message).toContain('Special-order');
  });
});

describe("the customer's order shows what the claim and return forms need", () => {
  it('gives delivered_at, from_prebooking and each line fresh or not', async () => {
    const roses = await stocked(100, { fresh: true });
    const vases = await stocked(100, { fresh: false });
    const c = await newCustomer();
    const order = await deliveredOrder(c.id, '2026-10-20T15:00:00Z', [
      { id: roses.id, quantity: 3 },
      { id: vases.id, quantity: 2 },
    ]);
    const seen = await t.app.inject({ method: 'GET', url: `/api/customer/tickets/${order.id}`, ...as(c.cookie) });
    expect(seen.statusCode, seen.body).toBe(200);
    const shown = seen.json().data.order;
    expect(shown).toMatchObject({ status: 'delivered', from_prebooking: false });
    expect(new Date(shown.delivered_at).toISOString()).toBe('2026-10-20T15:00:00.000Z');
    expect(shown.lines.map((l: { fresh: boolean }) => l.fresh)).toEqual([true, false]);
  });
});
