import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { journalOf } from '../accounts/index.js';

// The app's clock, moved through the autumn of 2026 as the story below happens (12:00 in Montreal).
let now = new Date('2026-10-05T16:00:00Z');
let t: TestApp;
let staffEmail: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  staffEmail = (await createAdminUser(t.db)).email;
});
/** Moves the clock; staff sign in again (a week without activity ends a session). */
async function at(day: string, time = '16:00') {
  now = new Date(`${day}T${time}:00Z`);
  staff = (await signIn(t.app, staffEmail)).cookie;
}
afterAll(() => t.close());

const { stocked, newCustomer, balance } = orderKit(() => t, new Date('2026-10-01T12:00:00Z'));

async function staffOrder(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/Orders', payload, ...as(staff) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number; number: string; invoice_number: string; total_cents: number };
}

async function pay(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/payment/receive', payload, ...as(staff) });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (url: string, cookie: string | null = staff, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/**
 * The story, hand-computed (pickup, $10.00 a unit; GST 5% and QST 9.975% rounded half-up):
 *   2026-10-05 invoice 1: 2 units = 20.00 + 1.00 + 2.00 (1.995)    = +23.00  balance  23.00
 *   2026-10-10 cheque payment                                      = -15.00  balance   8.00
 *   2026-11-02 invoice 2: 3 units = 30.00 + 1.50 + 2.99 (2.9925)   = +34.49  balance  42.49
 *   2026-11-05 credit note on invoice 2: 1 unit                    = -11.50  balance  30.99
 *   2026-11-10 cash payment at the counter                         = -20.00  balance  10.99
 *   2026-11-12 that cash payment reversed (a typing mistake)       = +20.00  balance  30.99
 *   2026-11-12 Interac payment                                     = -20.00  balance  10.99
 *   2026-11-15 invoice 3: 1 unit                                   = +11.50  balance  22.49
 *   2026-11-15 invoice 3 cancelled the same day: its credit note   = -11.50  balance  10.99
 *   A pending web order is not invoiced: not on the statement.
 */
let customer: Awaited<ReturnType<typeof newCustomer>>;
let stranger: Awaited<ReturnType<typeof newCustomer>>;
const invoices: { id: number; invoice_number: string; number: string }[] = [];

beforeAll(async () => {
  const flower = await stocked(100, { price_cents: 1000 });
  customer = await newCustomer({ businessName: 'Fleuriste Éloïse' });
  stranger = await newCustomer();
  const order = (quantity: number, extra: object = {}) =>
    staffOrder({
      customer_id: customer.id,
      delivery_method: 'pickup',
      delivery_date: now.toISOString().slice(0, 10),
      lines: [{ product_id: flower.id, quantity }],
      ...extra,
    });
  await at('2026-10-05');
  invoices.push(await order(2));
  await at('2026-10-10');
  await pay({ customer_id: customer.id, amount_cents: 1500, method: 'cheque', reference: 'CHQ-101' });
  await at('2026-11-02');
  invoices.push(await order(3));
  await at('2026-11-05');
  invoices.push(await order(1, { type: 'refund', parent_order_id: invoices[1]!.id }));
  await at('2026-11-10');
  await pay({ customer_id: customer.id, amount_cents: 2000, method: 'cash', channel: 'counter' });
  await at('2026-11-12', '15:00');
  const history = await get(`/api/customer/Orders/payments/${customer.id}?from=2026-11-10&to=2026-11-10`);
  const cash = history.json().data.payments[0];
  expect(cash).toMatchObject({ amount_cents: 2000, method: 'cash', channel: 'counter' });
  const reversed = await t.app.inject({ method: 'POST', url: `/api/payments/${cash.id}/reverse`, ...as(staff) });
  expect(reversed.statusCode).toBe(200);
  await at('2026-11-12', '16:00');
  await pay({ customer_id: customer.id, amount_cents: 2000, method: 'interac', reference: 'INT-5' });
  await at('2026-11-15');
  const cancelled = await order(1);
  const shopper = (await signIn(t.app, customer.email)).cookie;
  await t.app.inject({ method: 'PUT', url: `/api/Orders/${cancelled.id}/update/cancelled`, ...as(staff) });
  await t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: {
      delivery_method: 'pickup',
      delivery_date: '2026-11-16',
      agreed_disclaimer: true,
      lines: [{ product_id: flower.id, quantity: 1 }],
    },
    ...as(shopper),
  });
  await at('2026-11-20');
  customer.cookie = (await signIn(t.app, customer.email)).cookie;
  stranger.cookie = (await signIn(t.app, stranger.email)).cookie;
});

describe('GET /api/customer/statement/{id}', () => {
  it('lists invoices, credit notes and payments in date order with the running balance', async () => {
    const res = await get(`/api/customer/statement/${customer.id}`, customer.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [first, second, credit] = invoices;
    expect(data.entries.map((e: Record<string, unknown>) => [e.date, e.kind, e.amount_cents, e.balance_cents])).toEqual(
      [
        ['2026-10-05', 'invoice', 2300, 2300],
        ['2026-10-10', 'payment', -1500, 800],
        ['2026-11-02', 'invoice', 3449, 4249],
        ['2026-11-05', 'credit_note', -1150, 3099],
        ['2026-11-10', 'payment', -2000, 1099],
        ['2026-11-12', 'payment_reversal', 2000, 3099],
        ['2026-11-12', 'payment', -2000, 1099],
        ['2026-11-15', 'invoice', 1150, 2249],
        ['2026-11-15', 'credit_note', -1150, 1099],
      ],
    );
    expect(data.entries[0]).toMatchObject({
      number: first!.invoice_number,
      reference: first!.number,
      method: null,
      invoicePdf: `/api/Orders/${first!.id}/documents/${data.entries[0].id}.pdf`,
    });
    expect(data.entries[1]).toMatchObject({ number: null, reference: 'CHQ-101', method: 'cheque', invoicePdf: null });
    // Today (2026-11-20), invoice 1 is paid (the cheque, then the Interac payment), invoice 2
    // partly (the rest of it), due on receipt and 18 days late; invoice 3 was cancelled.
    const status = (e: { payment: null | Record<string, unknown> }) =>
      e.payment && [e.payment.payment_status, e.payment.balance_due_cents, e.payment.due_on, e.payment.days_overdue];
    expect(data.entries.map(status)).toEqual([
      ['paid', 0, '2026-10-05', 0],
      null,
      ['partial', 2249, '2026-11-02', 18],
      ...Array(6).fill(null),
    ]);
    expect(data.entries[3]).toMatchObject({
      reference: credit!.number,
      number: expect.stringMatching(/^C-\d{6}$/),
      invoicePdf: expect.stringMatching(new RegExp(`^/api/Orders/${credit!.id}/documents/\\d+\\.pdf$`)),
    });
    expect(data.entries[2].number).toBe(second!.invoice_number);
    expect(data).toMatchObject({
      customer: { id: customer.id, businessName: 'Fleuriste Éloïse', balance_cents: 1099 },
      period: { from: null, to: null },
      opening_balance_cents: 0,
      closing_balance_cents: 1099,
      pagination: { page: 1, limit: 25, total: 9 },
    });
    // The statement ends where the account stands.
    expect(await balance(customer.id)).toBe(1099);
  });

  it('lists every document of an invoiced order edited then cancelled, as the journal counts them', async () => {
    const flower = await stocked(20, { price_cents: 1000 });
    const buyer = await newCustomer();
    const body = (quantity: number) => ({
      customer_id: buyer.id,
      delivery_method: 'pickup',
      delivery_date: '2026-11-20',
      lines: [{ product_id: flower.id, quantity }],
    });
    const order = await staffOrder(body(2));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: body(3),
      ...as(staff),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const reissued = edited.json().data.order.invoice_number as string;
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/cancelled`, ...as(staff) });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const data = (await get(`/api/customer/statement/${buyer.id}`)).json().data;
    type Entry = { kind: string; number: string; reference: string; amount_cents: number; balance_cents: number };
    const entries = data.entries as (Entry & { invoicePdf: string })[];
    // 2 units = 23.00; 3 units = 34.49 (see the story above).
    expect(entries.map((e) => [e.kind, e.amount_cents, e.balance_cents])).toEqual([
      ['invoice', 2300, 2300],
      ['credit_note', -2300, 0],
      ['invoice', 3449, 3449],
      ['credit_note', -3449, 0],
    ]);
    expect(entries.map((e) => e.reference)).toEqual(Array(4).fill(order.number));
    expect(entries[0]!.number).toBe(order.invoice_number);
    expect(entries[2]!.number).toBe(reissued);
    expect(entries[1]!.number).toMatch(/^C-\d{6}$/);
    // Each row is the journal's entry for the same document, and the statement ends at the balance.
    const journal = (await journalOf(t.db, buyer.id)).map((j) => [j.kind, j.document_number, Number(j.amount_cents)]);
    expect(journal).toEqual(entries.map((e) => [e.kind, e.number, e.amount_cents]));
    expect(data.closing_balance_cents).toBe(await balance(buyer.id));
    const pdf = await get(entries[1]!.invoicePdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(entries[1]!.number);
  });

  it('opens a period with the balance before it and pages it in SQL, every page with its running balance', async () => {
    const url = (page: number) =>
      `/api/customer/statement/${customer.id}?from=2026-11-01&to=2026-11-30&limit=2&page=${page}`;
    const pages = await Promise.all([1, 2, 3, 4].map((p) => get(url(p), customer.cookie).then((r) => r.json().data)));
    for (const page of pages)
      expect(page).toMatchObject({
        period: { from: '2026-11-01', to: '2026-11-30' },
        opening_balance_cents: 800,
        closing_balance_cents: 1099,
        pagination: { limit: 2, total: 7 },
      });
    const rows = pages.map((p) =>
      p.entries.map((e: { kind: string; balance_cents: number }) => [e.kind, e.balance_cents]),
    );
    expect(rows).toEqual([
      [
        ['invoice', 4249],
        ['credit_note', 3099],
      ],
      [
        ['payment', 1099],
        ['payment_reversal', 3099],
      ],
      [
        ['payment', 1099],
        ['invoice', 2249],
      ],
      [['credit_note', 1099]],
    ]);

    const newest = (await get(`${url(1)}&order=desc`, customer.cookie)).json().data;
    expect(newest.entries.map((e: { kind: string; balance_cents: number }) => [e.kind, e.balance_cents])).toEqual([
      ['credit_note', 1099],
      ['invoice', 2249],
    ]);
    expect(newest.entries[0].date).toBe('2026-11-15');
    expect(newest).toMatchObject({ opening_balance_cents: 800, closing_balance_cents: 1099 });

    const middle = (await get(`/api/customer/statement/${customer.id}?from=2026-10-06&to=2026-11-05`)).json().data;
    expect(middle.opening_balance_cents).toBe(2300);
    expect(middle.closing_balance_cents).toBe(3099);
    expect(middle.entries.map((e: { balance_cents: number }) => e.balance_cents)).toEqual([800, 4249, 3099]);

    const quiet = (await get(`/api/customer/statement/${customer.id}?from=2026-11-16&to=2026-11-20`)).json().data;
    expect(quiet).toMatchObject({ opening_balance_cents: 1099, closing_balance_cents: 1099, entries: [] });
    expect(quiet.pagination.total).toBe(0);
  });

  it('refuses bad input with 400, is 401 signed out, 404 for another customer or an unknown one', async () => {
    for (const query of [
      'from=2026-13-01',
      'to=20261101',
      'from=2026-11-02&to=2026-11-01',
      'page=0',
      'limit=500',
      'order=up',
    ])
      expect((await get(`/api/customer/statement/${customer.id}?${query}`)).statusCode, query).toBe(400);
    expect((await get('/api/customer/statement/abc')).statusCode).toBe(400);
    expect((await get(`/api/customer/statement/${customer.id}`, null)).statusCode).toBe(401);
    expect((await get(`/api/customer/statement/${customer.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/customer/statement/${customer.id}/statement.pdf`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/customer/Orders/payments/${customer.id}/payments.pdf`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await get('/api/customer/statement/999999')).statusCode).toBe(404);
    expect((await get(`/api/customer/statement/${stranger.id}`, stranger.cookie)).json().data.entries).toEqual([]);
  });
});

describe('GET /api/customer/Orders/payments/{id} for a period', () => {
  it('pages the payments of the period, newest first, with where each was taken', async () => {
    const res = await get(`/api/customer/Orders/payments/${customer.id}?from=2026-11-01&limit=2`, customer.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(data.payments.map((p: Record<string, unknown>) => [p.received_on, p.method, p.amount_cents])).toEqual([
      ['2026-11-12', 'interac', 2000],
      ['2026-11-12', 'cash', -2000],
    ]);
    // Staff at the desk are at the counter unless they say otherwise; a reversal stays where it was taken.
    expect(data.payments.map((p: { channel: string }) => p.channel)).toEqual(['counter', 'counter']);
    expect((await get(`/api/customer/Orders/payments/${customer.id}?from=2026-11-02&to=2026-11-01`)).statusCode).toBe(
      400,
    );
  });
});

describe('statement and payments PDFs', () => {
  it("prints the statement of a period in the reader's language, with opening, running and closing balances", async () => {
    const res = await get(
      `/api/customer/statement/${customer.id}/statement.pdf?from=2026-11-01&to=2026-11-30`,
      customer.cookie,
      { 'accept-language': 'en-CA,en;q=0.8' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${customer.id}-2026-11-01-2026-11-30.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const part of [
      t.config.business.name,
      t.config.business.gstNumber,
      'Statement of account',
      'Period: November 1, 2026 to November 30, 2026',
      'Printed on: November 20, 2026',
      'Fleuriste Éloïse',
      'Opening balance',
      invoices[1]!.invoice_number,
      invoices[2]!.invoice_number,
      'Credit note',
      'Payment reversal',
      'Interac INT-5',
      '$34.49',
      '-$11.50',
      '$42.49',
      '$30.99',
      'Closing balance',
      '$10.99',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain(invoices[0]!.invoice_number);
    expect(text).toMatch(/Opening balance\s+\$8\.00/);
  });

  it('prints it in French when the reader reads French', async () => {
    const res = await get(`/api/customer/statement/${customer.id}/statement.pdf?lang=fr`, customer.cookie);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="etat-de-compte-${customer.id}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const part of [
      'État de compte',
      'Période : tout l’historique',
      'Facture',
      'Note de crédit',
      'Annulation de paiement',
      'Chèque CHQ-101',
      '23,00 $',
      '-15,00 $',
      'Solde de clôture',
      '10,99 $',
    ])
      expect(text, part).toContain(part);
  });

  it('prints the payments of a period with the total of each method', async () => {
    const res = await get(`/api/customer/Orders/payments/${customer.id}/payments.pdf?from=2026-10-01`, staff, {
      'x-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments-${customer.id}-2026-10-01.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Payments received',
      'Period: from October 1, 2026',
      'CHQ-101',
      'INT-5',
      '(reversed)',
      'reversal of payment #',
      '-$20.00',
    ])
      expect(text, part).toContain(part);
    expect(text).toMatch(/Cheque\s+\$15\.00/);
    expect(text).toMatch(/Cash\s+\$0\.00/);
    expect(text).toMatch(/Interac\s+\$20\.00/);
    expect(text).toMatch(/Total received\s+\$35\.00/);
  });

  it('continues a long statement on the next pages, each with the table heading', async () => {
    const regular = await newCustomer();
    for (let i = 1; i <= 70; i += 1)
      await pay({ customer_id: regular.id, amount_cents: 100, method: 'cash', reference: `R-${i}` });
    const res = await get(`/api/customer/statement/${regular.id}/statement.pdf?lang=en`);
    const pages = pdfText(res.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/Date\s+Type\s+Number\s+Reference\s+Amount\s+Balance/);
    expect(pages.join('')).toContain('R-70');
    expect(pages.at(-1)).toMatch(/Closing balance\s+-\$70\.00/);
  });

  it('refuses a bad period or language with 400, and is 401 signed out', async () => {
    expect((await get(`/api/customer/statement/${customer.id}/statement.pdf?lang=de`)).statusCode).toBe(400);
    expect((await get(`/api/customer/statement/${customer.id}/statement.pdf?from=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`/api/customer/Orders/payments/${customer.id}/payments.pdf`, null)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the statement, its PDFs and the household payments', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const statement = doc.paths['/api/customer/statement/{id}'].get;
    expect(statement.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'from', 'to', 'page', 'limit', 'order']),
    );
    expect(statement.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty(
      'opening_balance_cents',
    );
    for (const path of [
      '/api/customer/statement/{id}/statement.pdf',
      '/api/customer/Orders/payments/{id}/payments.pdf',
      '/api/Orders/household-payments',
    ])
      expect(doc.paths[path]?.get, path).toBeDefined();
  });
});
