import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../../test/factories.js';
import { orderKit } from '../../../test/order-kit.js';

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

const { stocked, newCustomer } = orderKit(() => t, NOW);
const MISSING = 999_999;

/** A pending web order of `quantity` roses for a customer. */
async function webOrder(cookie: string, quantity = 1) {
  const p = await stocked(quantity, { price_cents: 1000 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/Orders',
    payload: {
      delivery_method: 'pickup',
      delivery_date: TODAY,
      agreed_disclaimer: true,
      lines: [{ product_id: p.id, quantity }],
    },
    ...as(cookie),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: number; number: string };
}

const move = (id: number, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/Orders/${id}/update/${status}`, ...as(staff) });

const bulk = (url: string, payload: object, cookie = staff) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { cookie, 'x-language': 'en' } });

describe('bulk actions on the staff list (POST /api/Orders/bulk/…, /api/exports/orders/selection)', () => {
  it('moves each selected order on its own: the legal moves happen, the others say why', async () => {
    const c = await newCustomer();
    const pending = await webOrder(c.cookie);
    const cancelled = await webOrder(c.cookie);
    await move(cancelled.id, 'cancelled');
    const res = await bulk('/Orders/bulk/status', { ids: [pending.id, cancelled.id, MISSING], status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { id: pending.id, number: pending.number, ok: true },
      {
        id: cancelled.id,
        number: cancelled.number,
        ok: false,
        message: 'An order that is cancelled cannot become confirmed.',
      },
      { id: MISSING, number: null, ok: false, message: 'Order not found.' },
    ]);
    const after = await t.app.inject({ method: 'GET', url: `/api/Orders/${pending.id}`, ...as(staff) });
    expect(after.json().data.order).toMatchObject({ status: 'confirmed', invoice_number: expect.any(String) });
  });

  it('e-mails the invoices of the invoiced orders; one without an invoice fails alone', async () => {
    const c = await newCustomer();
    const invoiced = await webOrder(c.cookie);
    await move(invoiced.id, 'confirmed');
    const pending = await webOrder(c.cookie);
    const invoiceMails = async () =>
      (
        await t.db
          .selectFrom('outbox')
          .select('template')
          .where('to_address', '=', c.email)
          .where('template', '=', 'order-invoice')
          .execute()
      ).length;
    // A per-order customer was e-mailed the invoice at confirmation already (issue 12); the bulk action sends it again.
    const before = await invoiceMails();
    const res = await bulk('/Orders/bulk/send-invoice', { ids: [invoiced.id, pending.id] });
    expect(res.json().data.results).toEqual([
      { id: invoiced.id, number: invoiced.number, ok: true },
      {
        id: pending.id,
        number: pending.number,
        ok: false,
        message: 'This order has no invoice yet: confirm it first.',
      },
    ]);
    expect(await invoiceMails()).toBe(before + 1);
  });

  it('prints the invoices of the selection in one PDF, each from a new page; an order not invoiced is left out', async () => {
    const c = await newCustomer();
    const [a, b, pending] = [await webOrder(c.cookie), await webOrder(c.cookie), await webOrder(c.cookie)];
    await move(a.id, 'confirmed');
    await move(b.id, 'confirmed');
    const res = await bulk('/Orders/bulk/invoices', { ids: [a.id, pending.id, b.id] });
    const { results, file } = res.json().data;
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true]);
    expect(file).toMatchObject({ filename: 'factures.pdf', content_type: 'application/pdf' });
    const pages = pdfText(Buffer.from(file.base64, 'base64'))
      .split('\f')
      .filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Commande / Order : ${a.number}`);
    expect(pages[1]).toContain(`Commande / Order : ${b.number}`);

    const none = await bulk('/Orders/bulk/invoices', { ids: [pending.id] });
    expect(none.json().data.file).toBeNull();
  });

  it('prints the packing slips of the selection in one PDF, each on its own page; a cancelled order or an unknown id fails alone', async () => {
    const c = await newCustomer();
    const [a, b, cancelled] = [await webOrder(c.cookie, 2), await webOrder(c.cookie, 5), await webOrder(c.cookie)];
    await move(b.id, 'confirmed');
    await move(cancelled.id, 'cancelled');
    const res = await bulk('/Orders/bulk/packing-slips', { ids: [b.id, cancelled.id, MISSING, a.id] });
    expect(res.statusCode).toBe(200);
    const { results, file } = res.json().data;
    expect(results).toEqual([
      { id: b.id, number: b.number, ok: true },
      { id: cancelled.id, number: cancelled.number, ok: false, message: 'A cancelled order has nothing to prepare.' },
      { id: MISSING, number: null, ok: false, message: 'Order not found.' },
      { id: a.id, number: a.number, ok: true },
    ]);
    expect(file).toMatchObject({ filename: 'bordereaux.pdf', content_type: 'application/pdf' });
    const pages = pdfText(Buffer.from(file.base64, 'base64'))
      .split('\f')
      .filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    // In the selection's order, bilingual, without prices.
    expect(pages[0]).toContain('Bordereau');
    expect(pages[0]).toContain(`Commande / Order : ${b.number}`);
    expect(pages[1]).toContain(`Commande / Order : ${a.number}`);
    expect(pages.join('')).not.toMatch(/\$|10[,.]00/);

    // One order: its own slip's name; none printable: no file. French messages for a French reader.
    const one = await bulk('/Orders/bulk/packing-slips', { ids: [a.id] });
    expect(one.json().data.file.filename).toBe(`bordereau-${a.number}.pdf`);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/Orders/bulk/packing-slips',
      payload: { ids: [cancelled.id] },
      headers: { cookie: staff, 'x-language': 'fr' },
    });
    expect(none.json().data).toEqual({
      results: [
        { id: cancelled.id, number: cancelled.number, ok: false, message: 'Une commande annulée n’a rien à préparer.' },
      ],
      file: null,
    });
  });

  it('exports the selection as the orders spreadsheet, a row per order found', async () => {
    const c = await newCustomer();
    const [a, b] = [await webOrder(c.cookie), await webOrder(c.cookie)];
    const res = await bulk('/exports/orders/selection', { ids: [b.id, MISSING, a.id] });
    const { results, file } = res.json().data;
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort()).toEqual(
      [a.number, b.number].sort(),
    );
  });

  it('refuses an empty, repeated or too long selection, and anyone but staff', async () => {
    const c = await newCustomer();
    const order = await webOrder(c.cookie);
    for (const ids of [[], [order.id, order.id], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await bulk('/Orders/bulk/status', { ids, status: 'confirmed' })).statusCode).toBe(400);
      expect((await bulk('/Orders/bulk/packing-slips', { ids })).statusCode).toBe(400);
    }
    for (const url of [
      '/Orders/bulk/status',
      '/Orders/bulk/send-invoice',
      '/Orders/bulk/invoices',
      '/Orders/bulk/packing-slips',
      '/exports/orders/selection',
    ]) {
      const payload = { ids: [order.id], status: 'cancelled' };
      expect((await bulk(url, payload, c.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `/api${url}`, payload })).statusCode).toBe(401);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.id}`, ...as(staff) });
    expect(still.json().data.order.status).toBe('pending');
  });
});

describe('the staff list sorted (GET /api/Orders?sort=&order=)', () => {
  it('sorts by total, customer, status and number, both ways, on the server', async () => {
    const small = await newCustomer({ businessName: 'Aaa Fleurs' });
    const big = await newCustomer({ businessName: 'Zzz Fleurs' });
    const a = await webOrder(small.cookie, 1);
    const b = await webOrder(big.cookie, 3);
    await move(b.id, 'confirmed');
    const ids = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/Orders?limit=100&${query}`, ...as(staff) });
      expect(res.statusCode).toBe(200);
      const orders = res.json().data.orders as { id: number }[];
      return orders.map((o) => o.id).filter((id) => id === a.id || id === b.id);
    };
    expect(await ids('sort=total&order=asc')).toEqual([a.id, b.id]);
    expect(await ids('sort=total&order=desc')).toEqual([b.id, a.id]);
    expect(await ids(`sort=customer&order=asc&search=Fleurs`)).toEqual([a.id, b.id]);
    expect(await ids(`sort=customer&order=desc&search=Fleurs`)).toEqual([b.id, a.id]);
    // pending before confirmed: the moves' order, not the alphabet's.
    expect(await ids('sort=status&order=asc')).toEqual([a.id, b.id]);
    expect(await ids('sort=number&order=desc')).toEqual([b.id, a.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/Orders?sort=secret', ...as(staff) })).statusCode).toBe(400);
  });

  it('finds an order by its invoice number, however the clerk types it', async () => {
    const customer = await newCustomer({ businessName: 'Fleurs Facturées' });
    const order = await webOrder(customer.cookie, 2);
    await move(order.id, 'confirmed');
    const invoiced = (await t.app.inject({ method: 'GET', url: `/api/Orders/${order.id}`, ...as(staff) })).json().data
      .order.invoice_number as string;
    expect(invoiced).toMatch(/^F-\d{6}$/);
    const digits = String(Number(invoiced.slice(2)));
    for (const search of [invoiced, invoiced.toLowerCase(), `F${invoiced.slice(2)}`, `f-${digits}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Orders?search=${search}`, ...as(staff) });
      expect(
        res.json().data.orders.map((o: { id: number }) => o.id),
        search,
      ).toEqual([order.id]);
    }
  });
});
