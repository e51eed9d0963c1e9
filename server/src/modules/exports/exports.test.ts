import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { montrealDayStart } from './batches.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, NOW);

const download = (path: string, cookie: string | null = staff) =>
  t.app.inject({ method: 'GET', url: `/api/exports/${path}`, ...as(cookie ?? undefined) });

/** The first sheet of an XLSX reply, read back by exceljs, as rows of cells (row 1: headers). */
async function sheetOf(res: Awaited<ReturnType<typeof download>>) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  // exceljs's own Buffer type predates Node's generic one.
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell));
    rows.push(cells);
  });
  const headers = rows[0]!.map((c) => String(c.value));
  const column = (row: ExcelJS.Cell[], header: string) => {
    const i = headers.indexOf(header);
    expect(i, header).toBeGreaterThanOrEqual(0);
    return row[i]!;
  };
  return { sheet, headers, rows: rows.slice(1), column };
}

async function staffOrder(customerId: number, lines: { product_id: number; quantity: number }[], date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    ...as(staff),
    payload: {
      customer_id: customerId,
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: date,
      lines,
      po_number: 'PO-EXPORT',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { id: number; number: string; invoice_number: string };
}

describe('GET /api/exports/{kind}.xlsx', () => {
  it('orders: a real XLSX with number, money and date cells, headers in the asked language', async () => {
    const rose = await stocked(100, { price_cents: 2450, name_en: 'Rose Export' });
    const me = await newCustomer({ businessName: 'Fleurs Export Alpha' });
    const inRange = await staffOrder(me.id, [{ product_id: rose.id, quantity: 4 }], '2026-11-20');
    await staffOrder(me.id, [{ product_id: rose.id, quantity: 1 }], '2026-12-01');

    const res = await download(`orders.xlsx?${NOVEMBER}&lang=en`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders_2026-11-01_2026-11-30.xlsx"; filename*=UTF-8''orders_2026-11-01_2026-11-30.xlsx`,
    );
    const { sheet, headers, rows, column } = await sheetOf(res);
    expect(sheet.name).toBe('Orders');
    expect(headers.slice(0, 3)).toEqual(['Order', 'Invoice', 'Invoiced on']);
    const mine = rows.filter((r) => column(r, 'Customer').value === 'Fleurs Export Alpha');
    expect(mine).toHaveLength(1);
    const row = mine[0]!;
    expect(column(row, 'Order').value).toBe(inRange.number);
    expect(column(row, 'Invoice').value).toBe(inRange.invoice_number);
    expect(column(row, 'Status').value).toBe('Confirmed');
    expect(column(row, 'Delivery').value).toBe('Greater Montreal and Laval');
    // 4 × 24.50 = 98.00 + 22.00 fee; GST 6.00; QST 11.97; total 137.97: numbers, shown as dollars.
    expect(column(row, 'Subtotal').value).toBe(98);
    expect(column(row, 'Delivery fee').value).toBe(22);
    expect(column(row, 'QST').value).toBe(11.97);
    expect(column(row, 'Total').value).toBe(137.97);
    expect(column(row, 'Total').numFmt).toContain('$');
    expect(column(row, 'Customer ID').value).toBe(me.id);
    // Dates are Excel dates (exceljs reads them back as Dates), the instant at Montreal's time.
    expect(column(row, 'Delivery date').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(column(row, 'Delivery date').numFmt).toBe('yyyy-mm-dd');
    expect(column(row, 'Invoiced on').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(column(row, 'Placed at').value).toBeInstanceOf(Date);
  });

  it("writes the headers in the staff member's language by default (this one reads French)", async () => {
    const { sheet, headers } = await sheetOf(await download(`orders.xlsx?${NOVEMBER}`));
    expect(sheet.name).toBe('Commandes');
    expect(headers.slice(0, 3)).toEqual(['Commande', 'Facture', 'Facturée le']);
    const fr = await download(`orders.xlsx?${NOVEMBER}`);
    expect(fr.headers['content-disposition']).toMatch(/^attachment; filename="commandes_2026-11-01_2026-11-30.xlsx"/);
  });

  it('order lines: every line of a large range, in order, across keyset slices', async () => {
    const products = [await stocked(0), await stocked(0), await stocked(0)];
    const me = await newCustomer({ businessName: 'Grossiste Lignes Beta' });
    // 1,100 orders of 3 lines over three days: slices of 1,000 lines end in the middle of an order.
    const orders = await bulkOrders(me.id, products, 1100, ['2026-10-05', '2026-10-06', '2026-10-07']);
    const { rows, column } = await sheetOf(await download('order-lines.xlsx?from=2026-10-05&to=2026-10-07&lang=en'));
    expect(rows).toHaveLength(3300);
    const seen = rows.map((r) => `${String(column(r, 'Order').value)}/${String(column(r, 'Line').value)}`);
    expect(new Set(seen).size).toBe(3300);
    const expected = [...orders]
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .flatMap((o) => [1, 2, 3].map((line) => `${o.number}/${line}`));
    expect(seen).toEqual(expected);
    const first = rows[0]!;
    expect(column(first, 'Quantity').value).toBe(2);
    expect(column(first, 'Unit price').value).toBe(12.5);
    expect(column(first, 'Line total').value).toBe(25);
    expect(column(first, 'Back-order').value).toBe(2);

    const ordersSheet = await sheetOf(await download('orders.xlsx?from=2026-10-05&to=2026-10-07&lang=en'));
    expect(ordersSheet.rows).toHaveLength(1100);
    const numbers = ordersSheet.rows.map((r) => ordersSheet.column(r, 'Order').value);
    expect(new Set(numbers).size).toBe(1100);
  });

  it('payments received in the range, amounts in dollars and reversals negative', async () => {
    const me = await newCustomer({ businessName: 'Paiements Gamma' });
    const pay = (amount: number, day: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/receive',
        ...as(staff),
        payload: { customer_id: me.id, amount_cents: amount, method: 'interac', received_on: day, reference: 'R-1' },
      });
    expect((await pay(12_345, '2026-11-10')).statusCode).toBe(200);
    expect((await pay(500, '2026-10-31')).statusCode).toBe(200);
    const paid = await t.db
      .selectFrom('payments')
      .select('id')
      .where('customer_id', '=', me.id)
      .where('amount_cents', '=', 12_345)
      .executeTakeFirstOrThrow();
    const reversal = await t.app.inject({ method: 'POST', url: `/api/payments/${paid.id}/reverse`, ...as(staff) });
    expect(reversal.statusCode).toBe(200);
    const { rows, column } = await sheetOf(await download(`payments.xlsx?${NOVEMBER}&lang=fr`));
    const mine = rows.filter((r) => column(r, 'Client').value === 'Paiements Gamma');
    expect(mine).toHaveLength(2);
    expect(column(mine[1]!, 'Montant').value).toBe(-123.45);
    expect(column(mine[1]!, 'Annule le paiement').value).toBe(paid.id);
    expect(column(mine[0]!, 'Montant').value).toBe(123.45);
    expect(column(mine[0]!, 'Montant').numFmt).toContain('"$"');
    expect(column(mine[0]!, 'Mode').value).toBe('Interac');
    expect(column(mine[0]!, 'Reçu le').value).toEqual(new Date('2026-11-10T00:00:00Z'));
  });

  it('customers: each with their balance, and their orders and invoiced total in the range', async () => {
    const p = await stocked(50, { price_cents: 1000 });
    const me = await newCustomer({ businessName: 'Clients Delta' });
    await staffOrder(me.id, [{ product_id: p.id, quantity: 2 }], '2026-11-18');
    const { rows, column } = await sheetOf(await download(`customers.xlsx?${NOVEMBER}&lang=en`));
    const row = rows.find((r) => column(r, 'Business').value === 'Clients Delta')!;
    // 2 × 10.00 + 22.00 = 42.00; GST 2.10; QST 4.19; total 48.29.
    expect(column(row, 'Balance').value).toBe(48.29);
    expect(column(row, 'Orders in range').value).toBe(1);
    expect(column(row, 'Invoiced in range').value).toBe(48.29);
    expect(column(row, 'Account').value).toBe('Approved');
    expect(column(row, 'Customer since').value).toBeInstanceOf(Date);
    const december = await sheetOf(await download('customers.xlsx?from=2026-12-01&to=2026-12-31&lang=en'));
    const later = december.rows.find((r) => december.column(r, 'Business').value === 'Clients Delta')!;
    expect(december.column(later, 'Orders in range').value).toBe(0);
  });

  it('writes a text that would start a formula as text (quoted), never as a formula', async () => {
    const p = await stocked(50, { price_cents: 1000 });
    const me = await newCustomer({ businessName: '=HYPERLINK("http://evil.example","Click")' });
    await staffOrder(me.id, [{ product_id: p.id, quantity: 1 }], '2026-11-18');
    const { rows, column } = await sheetOf(await download(`customers.xlsx?${NOVEMBER}&lang=en`));
    const row = rows.find((r) => String(column(r, 'Business').value).includes('evil.example'))!;
    expect(column(row, 'Business').value).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('inventory: stock now, its value, and the movements of the range by reason', async () => {
    const p = await stocked(40, { price_cents: 250, name_en: 'Eucalyptus Export' });
    const me = await newCustomer();
    await staffOrder(me.id, [{ product_id: p.id, quantity: 15 }], '2026-11-21');
    const { rows, column } = await sheetOf(await download(`inventory.xlsx?${NOVEMBER}&lang=en`));
    const row = rows.find((r) => column(r, 'Product').value === 'Eucalyptus Export')!;
    expect(column(row, 'On hand now').value).toBe(25);
    expect(column(row, 'Stock value').value).toBe(62.5);
    expect(column(row, 'Received in range').value).toBe(40);
    expect(column(row, 'Sold in range').value).toBe(15);
    const before = await sheetOf(await download('inventory.xlsx?from=2026-10-01&to=2026-10-31&lang=en'));
    const earlier = before.rows.find((r) => before.column(r, 'Product').value === 'Eucalyptus Export')!;
    expect([before.column(earlier, 'Received in range').value, before.column(earlier, 'On hand now').value]).toEqual([
      0, 25,
    ]);
  });

  it('product totals: quantities, stems, back-orders and sales of the range per product', async () => {
    const p = await stocked(5, { price_cents: 3000, name_en: 'Pivoine Totale', stems_per_unit: 10 });
    const a = await newCustomer();
    const b = await newCustomer();
    await staffOrder(a.id, [{ product_id: p.id, quantity: 3 }], '2026-11-25');
    await staffOrder(b.id, [{ product_id: p.id, quantity: 4 }], '2026-11-26');
    const { rows, column } = await sheetOf(await download(`product-totals.xlsx?${NOVEMBER}&lang=en`));
    const row = rows.find((r) => column(r, 'Product').value === 'Pivoine Totale')!;
    expect(column(row, 'Ordered').value).toBe(7);
    expect(column(row, 'Stems').value).toBe(70);
    expect(column(row, 'Back-ordered').value).toBe(2);
    expect(column(row, 'Sales').value).toBe(210);
    expect(column(row, 'Orders').value).toBe(2);
  });

  it('refuses bad ranges (400), strangers (401) and customers (403); unknown files are 404', async () => {
    const me = await newCustomer();
    for (const query of [
      '',
      '?from=2026-11-01',
      '?from=2026-11-31&to=2026-12-01',
      '?from=2026-12-01&to=2026-11-01',
      '?from=2026-11-01&to=2026-11-30&lang=de',
      '?from=20261101&to=2026-11-30',
    ]) {
      const res = await download(`orders.xlsx${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const long = await download('orders.xlsx?from=2025-01-01&to=2026-01-02&lang=en');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      field: 'to',
      message: 'A file covers at most 366 days: choose a shorter range.',
    });
    expect((await download('orders.xlsx?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await download(`invoices.xlsx?${NOVEMBER}`)).statusCode).toBe(400);
    expect((await download(`orders.csv?${NOVEMBER}`)).statusCode).toBe(404);
    const signedOut = await download(`orders.xlsx?${NOVEMBER}`, null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe('Unauthorized');
    expect((await download(`orders.xlsx?${NOVEMBER}`, me.cookie)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the exports: kind, range and language, and the XLSX reply', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const exportCall = doc.paths['/api/exports/{kind}.xlsx'].get;
    expect(exportCall.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['kind', 'from', 'to', 'lang']),
    );
    expect(exportCall.description).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('business days as instants', () => {
  it('starts a Montreal day at 05:00 UTC in winter and 04:00 UTC in summer', () => {
    expect(montrealDayStart('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
    expect(montrealDayStart('2026-07-01')).toBe('2026-07-01T04:00:00.000Z');
    // The days the clocks change: midnight is before the change.
    expect(montrealDayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(montrealDayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });
});

/** Orders of three lines each written straight to the database (a large range, quickly). */
async function bulkOrders(customerId: number, products: { id: number }[], n: number, days: string[]) {
  const made: { id: number; number: string; date: string }[] = [];
  const now = NOW.toISOString();
  for (let first = 0; first < n; first += 250) {
    await t.db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = first; i < Math.min(n, first + 250); i += 1)
        rows.push({
          number: `B${String(i).padStart(6, '0')}`,
          customer_id: customerId,
          source: 'staff' as const,
          type: 'order' as const,
          status: 'confirmed' as const,
          delivery_method: 'pickup' as const,
          delivery_zone: null,
          // Days in a shuffled order, so that the file's order is not the insertion order.
          delivery_date: days[(i * 7) % days.length]!,
          subtotal_cents: 7500,
          delivery_fee_cents: 0,
          gst_cents: 375,
          qst_cents: 748,
          total_cents: 8623,
          idempotency_key: null,
          created_by: null,
          parent_order_id: null,
          created_at: now,
          updated_at: now,
        });
      const ids = await trx.insertInto('orders').values(rows).returning(['id', 'number', 'delivery_date']).execute();
      await trx
        .insertInto('order_lines')
        .values(
          ids.flatMap((o) =>
            products.map((p, position) => ({
              order_id: o.id,
              position,
              product_id: p.id,
              name_en: `Line ${position}`,
              name_fr: `Ligne ${position}`,
              unit: 'bunch',
              stems_per_unit: 10,
              fresh: 1,
              quantity: 2,
              unit_price_cents: 1250,
              line_total_cents: 2500,
              back_order: 1,
              back_order_text: '2',
            })),
          ),
        )
        .execute();
      made.push(...ids.map((o) => ({ id: o.id, number: o.number, date: o.delivery_date })));
    });
  }
  return made;
}
