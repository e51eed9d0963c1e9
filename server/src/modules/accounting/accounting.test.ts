import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';
import { cents, parseCsv, unzip, unzipBytes } from '../../test/zip-csv.js';
import { encodeFile } from './csv.js';
import { journalOf, ledgerTotals, moveBalance } from '../accounts/index.js';

/**
 * The books to the accountant (issue 39 item 4): over a period with every kind of document (an
 * opening balance, invoices with and without a delivery fee, an edit's credit note and new
 * invoice, a refund's credit note, payments by card and cash, a reversal, allocations made and
 * released), each format's totals equal the ledger's, the taxes the documents', the allocations
 * the payments'.
 */
const time = travelClock('2026-03-02');
const day = (d: string) => time.to(t.db, d);
const FROM = '2026-03-02';
const TO = '2026-03-04';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { RATE_LIMIT: 'off' } });
  owner = (await signInAsNewAdmin(t.app, t.db, ['owner'])).cookie;
});
afterAll(() => t.close());

const kit = orderKit(() => t, time.clock.now());
const get = (url: string, cookie = owner) => t.app.inject({ method: 'GET', url, ...as(cookie) });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...as(owner) });

interface Money {
  id: number;
  subtotal_cents: number;
  delivery_fee_cents: number;
  gst_cents: number;
  qst_cents: number;
  total_cents: number;
  invoice_number: string;
  documents: { number: string; kind: string; total_cents: number }[];
}
const orderOf = async (id: number) =>
  (await get(`/api/Orders/${id}`)).json().data.order as Money & { paid_cents: number };

async function books(format: string, from = FROM, to = TO, query = '&lang=en') {
  const res = await get(`/api/accounting/export?from=${from}&to=${to}&format=${format}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toContain(`books-${from}-${to}-${format}.zip`);
  return unzip(res.rawPayload);
}

/** What the period holds, as the product's own screens state it. */
const expected = {
  customers: [] as number[],
  gst: 0,
  qst: 0,
  delivery: 0,
  /** Goods of invoices, goods of credit notes (negative). */
  sales: 0,
  returns: 0,
  byMethod: {} as Record<string, number>,
  orders: [] as number[],
  payments: [] as number[],
};
/** Taxes, delivery and goods of an issued document, signed as issued. */
function documentIssued(
  money: Pick<Money, 'subtotal_cents' | 'delivery_fee_cents' | 'gst_cents' | 'qst_cents'>,
  sign: number,
  credit: boolean,
) {
  expected.gst += sign * money.gst_cents;
  expected.qst += sign * money.qst_cents;
  expected.delivery += sign * money.delivery_fee_cents;
  if (credit) expected.returns += sign * money.subtotal_cents;
  else expected.sales += sign * money.subtotal_cents;
}

beforeAll(async () => {
  const roses = await kit.stocked(100, { price_cents: 1234 });
  const a = await kit.newCustomer({ businessName: '=HYPERLINK("http://x","Fleurs, Inc")' });
  const b = await kit.newCustomer({ businessName: 'Boutique Rosé — Fleuriste' });
  expected.customers.push(a.id, b.id);
  // Day 1: an opening balance, an invoice delivered (a fee), an invoice picked up.
  await day(FROM);
  await t.db.transaction().execute((trx) =>
    moveBalance(trx, {
      customerId: b.id,
      kind: 'adjustment',
      amountCents: 5000,
      document: { type: null, note: 'opening balance' },
      actor: { by: { id: null }, nowIso: time.clock.now().toISOString(), today: FROM },
    }),
  );
  const order = { credit_override_reason: 'books test' };
  const delivered = await kit.staffOrder<Money>(
    owner,
    { customer_id: a.id, date: FROM, lines: [{ product_id: roses.id, quantity: 3 }] },
    order,
  );
  const pickedUp = await kit.staffOrder<Money>(
    owner,
    { customer_id: b.id, date: FROM, lines: [{ product_id: roses.id, quantity: 2 }] },
    { ...order, delivery_method: 'pickup', delivery_zone: undefined },
  );
  expect(delivered.delivery_fee_cents).toBeGreaterThan(0);
  documentIssued(delivered, 1, false);
  documentIssued(pickedUp, 1, false);
  expected.orders.push(delivered.id, pickedUp.id);

  // Day 2: A pays by Visa (settles the delivered order); B pays cash, more than owed.
  await day('2026-03-03');
  expect(
    (
      await post('/api/payment/receive', {
        customer_id: a.id,
        amount_cents: delivered.total_cents,
        method: 'visa',
        order_ids: [delivered.id],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await post('/api/payment/receive', { customer_id: b.id, amount_cents: 20000, method: 'cash' })).statusCode,
  ).toBe(200);
  expected.byMethod.visa = delivered.total_cents;
  expected.byMethod.cash = 20000;

  // Day 3: B's order is edited (a credit note and a new invoice), A gets a refund of one rose
  // (a credit note), B's cash is reversed (its allocation released).
  await day(TO);
  const edited = await t.app.inject({
    method: 'PUT',
    url: `/api/Orders/${pickedUp.id}`,
    payload: {
      customer_id: b.id,
      delivery_method: 'pickup',
      delivery_date: TO,
      lines: [{ product_id: roses.id, quantity: 5 }],
    },
    ...as(owner),
  });
  expect(edited.statusCode, edited.body).toBe(200);
  documentIssued(pickedUp, -1, true);
  documentIssued(edited.json().data.order as Money, 1, false);
  const refund = await kit.staffOrder<Money>(
    owner,
    { customer_id: a.id, date: TO, lines: [{ product_id: roses.id, quantity: 1 }] },
    { ...order, type: 'refund', parent_order_id: delivered.id, delivery_method: 'pickup', delivery_zone: undefined },
  );
  // A refund's amounts are its credit note's: negative.
  expect(refund.total_cents).toBeLessThan(0);
  expect(refund.documents[0]).toMatchObject({ kind: 'credit_note', total_cents: refund.total_cents });
  documentIssued(refund, 1, true);
  expected.orders.push(refund.id);
  const cash = (await get(`/api/customer/Orders/payments/${b.id}`)).json().data.payments[0] as { id: number };
  expect((await post(`/api/payments/${cash.id}/reverse`)).statusCode).toBe(200);
  expected.byMethod.cash -= 20000;

  // Day 4, after the period: another invoice, which no export of the period may show.
  await day('2026-03-05');
  await kit.staffOrder(
    owner,
    { customer_id: a.id, date: '2026-03-05', lines: [{ product_id: roses.id, quantity: 7 }] },
    order,
  );
});

/** The ledger's entries of the period, by kind, from each customer's journal (accounts' own reading). */
async function ledgerOfPeriod() {
  const byKind: Record<string, number> = {};
  for (const id of expected.customers)
    for (const e of await journalOf(t.db, id))
      if (e.entry_date >= FROM && e.entry_date <= TO) byKind[e.kind] = (byKind[e.kind] ?? 0) + Number(e.amount_cents);
  return byKind;
}

describe('GET /api/accounting/export: the totals are the ledger’s', () => {
  it('journal: every entry balances; receivables by kind, taxes, sales, returns, delivery and each method add up', async () => {
    const files = await books('journal');
    expect([...files.keys()]).toEqual(['journal-sales.csv', 'journal-receipts.csv', 'journal-allocations.csv']);
    const [header, ...rows] = [
      ...parseCsv(files.get('journal-sales.csv')!),
      ...parseCsv(files.get('journal-receipts.csv')!).slice(1),
    ];
    expect(header).toEqual(['date', 'document', 'account', 'debit', 'credit', 'memo']);
    const net = (account: string, only?: (r: string[]) => boolean) =>
      rows.filter((r) => r[2] === account && (!only || only(r))).reduce((s, r) => s + cents(r[3]) - cents(r[4]), 0);
    // Every document balances.
    const byDocument = new Map<string, number>();
    for (const r of rows) byDocument.set(r[1]!, (byDocument.get(r[1]!) ?? 0) + cents(r[3]) - cents(r[4]));
    expect([...byDocument.values()].every((v) => v === 0)).toBe(true);
    expect(rows.every((r) => r[0]! >= FROM && r[0]! <= TO)).toBe(true);

    const ledger = await ledgerOfPeriod();
    const kinds = ['invoice', 'credit_note', 'payment', 'payment_reversal', 'adjustment'];
    expect(Object.keys(ledger).sort()).toEqual([...kinds].sort());
    // The journal's own aggregate of the period (one query on the day index) says the same.
    const totals = await ledgerTotals(t.db, { from: FROM, to: TO });
    expect(Object.fromEntries(totals.map((k) => [k.kind, k.amount_cents]))).toEqual(ledger);
    const receivablesOf = (prefix: RegExp) => net('1200', (r) => prefix.test(r[1]!));
    expect(receivablesOf(/^F-/)).toBe(ledger.invoice);
    expect(receivablesOf(/^C-/)).toBe(ledger.credit_note);
    expect(receivablesOf(/^ADJ-/)).toBe(ledger.adjustment);
    expect(receivablesOf(/^P-/)).toBe(ledger.payment! + ledger.payment_reversal!);
    expect(net('1200')).toBe(Object.values(ledger).reduce((s, v) => s + v, 0));
    // The taxes, the goods and the delivery fees: what the orders' screens showed at each issue.
    expect(-net('2310')).toBe(expected.gst);
    expect(-net('2350')).toBe(expected.qst);
    expect(-net('4200')).toBe(expected.delivery);
    expect(-net('4020')).toBe(expected.sales);
    expect(-net('4050')).toBe(expected.returns);
    expect(net('3560')).toBe(-5000);
    expect(net('1070')).toBe(expected.byMethod.visa);
    expect(net('1080')).toBe(expected.byMethod.cash);
    // A customer's name cannot start a formula.
    expect(rows.some((r) => r[5]!.startsWith("'=HYPERLINK"))).toBe(true);
    expect(rows.some((r) => /^[=+@]/.test(r[5]!) || /^-[^0-9]/.test(r[5]!))).toBe(false);
  });

  it('allocations: made and released in the period, summing per order to what the order says is paid', async () => {
    const files = await books('journal');
    const [header, ...rows] = parseCsv(files.get('journal-allocations.csv')!);
    expect(header).toEqual([
      'date',
      'payment',
      'customer',
      'method',
      'reference',
      'invoice',
      'order',
      'amount',
      'memo',
    ]);
    expect(rows.some((r) => cents(r[7]) < 0 && r[8] === 'Released')).toBe(true);
    for (const id of expected.orders) {
      const o = await orderOf(id);
      const allocated = rows
        .filter((r) => r[6] === (o as unknown as { number: string }).number)
        .reduce((s, r) => s + cents(r[7]), 0);
      expect(allocated, `order ${id}`).toBe(o.paid_cents);
    }
  });

  it('Sage 50 Canada: its General Journal layout, debits positive, credits negative, the same totals', async () => {
    const [journal, sage] = [await books('journal'), await books('sage50')];
    const lines = sage.get('sage50-sales.csv')!.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^03-0[2-4]-26,"[^"]{1,13}","[^"]{0,39}"$/);
    let balance = 0;
    const byAccount: Record<string, number> = {};
    for (const line of [...lines, ...sage.get('sage50-receipts.csv')!.split('\r\n').filter(Boolean)]) {
      if (/^\d\d-\d\d-\d\d,/.test(line)) {
        expect(balance).toBe(0);
        continue;
      }
      const [account, amount] = line.split(',');
      expect(amount).toMatch(/^-?\d+\.\d\d$/);
      balance += cents(amount);
      byAccount[account!] = (byAccount[account!] ?? 0) + cents(amount);
    }
    const journalRows = [
      ...parseCsv(journal.get('journal-sales.csv')!).slice(1),
      ...parseCsv(journal.get('journal-receipts.csv')!).slice(1),
    ];
    const fromJournal: Record<string, number> = {};
    for (const r of journalRows) fromJournal[r[2]!] = (fromJournal[r[2]!] ?? 0) + cents(r[3]) - cents(r[4]);
    expect(byAccount).toEqual(fromJournal);
    expect(sage.get('sage50-sales.csv')).toContain(`"'=HYPERLINK('http://x'`);
  });

  it('QuickBooks Online: its journal entries layout, accounts by name, the customer in Name', async () => {
    const qb = await books('quickbooks', FROM, TO, '&lang=fr');
    const [header, ...rows] = parseCsv(qb.get('quickbooks-sales.csv')!);
    expect(header).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']);
    expect(rows.every((r) => /^03\/0[2-4]\/2026$/.test(r[1]!))).toBe(true);
    expect(new Set(rows.map((r) => r[2]))).toEqual(
      new Set([
        'Accounts Receivable',
        'Sales',
        'Freight Revenue',
        'GST Charged on Sales',
        'QST Charged on Sales',
        'Sales Returns',
        'Opening Balance Adjustments',
      ]),
    );
    expect(rows.find((r) => r[0]!.startsWith('F-'))![5]).toMatch(/^Facture F-/);
    const receipts = parseCsv(qb.get('quickbooks-receipts.csv')!).slice(1);
    const debits = receipts.reduce((s, r) => s + cents(r[3]), 0);
    expect(debits).toBe(receipts.reduce((s, r) => s + cents(r[4]), 0));
    expect(receipts.find((r) => r[2] === 'Cash to Be Deposited')![5]).toMatch(/^Paiement \(Comptant\)/);
  });

  it('writes each file as the program that reads it expects: Sage 50 in Windows-1252, QuickBooks in UTF-8 without a mark, a spreadsheet’s with one', async () => {
    const files = async (format: string) => {
      const res = await get(`/api/accounting/export?from=${FROM}&to=${TO}&format=${format}&lang=fr`);
      expect(res.statusCode).toBe(200);
      return unzipBytes(res.rawPayload);
    };
    const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
    const name = 'Boutique Rosé — Fleuriste';
    const sage = await files('sage50');
    for (const part of ['sage50-sales.csv', 'sage50-receipts.csv']) {
      const bytes = sage.get(part)!;
      // A date first, no mark before it; the accents in Windows-1252 (é 0xe9, — 0x97), never UTF-8.
      expect(bytes.subarray(0, 3).toString('latin1'), part).toMatch(/^\d\d-/);
      expect(bytes.includes(Buffer.from([0xc3, 0xa9])), part).toBe(false);
    }
    expect(sage.get('sage50-sales.csv')!.includes(encodeFile(name, 'windows-1252'))).toBe(true);
    const qb = await files('quickbooks');
    expect(qb.get('quickbooks-sales.csv')!.subarray(0, 9).toString('utf8')).toBe('JournalNo');
    expect(qb.get('quickbooks-sales.csv')!.includes(Buffer.from(name, 'utf8'))).toBe(true);
    const journal = await files('journal');
    expect(journal.get('journal-sales.csv')!.subarray(0, 3)).toEqual(BOM);
    for (const [format, zip] of [
      ['sage50', sage],
      ['quickbooks', qb],
      ['journal', journal],
    ] as const)
      expect(zip.get(`${format}-allocations.csv`)!.subarray(0, 3), format).toEqual(BOM);
    // Windows-1252 has é and €; a character it lacks becomes '?'.
    expect(encodeFile('é€✿', 'windows-1252')).toEqual(Buffer.from([0xe9, 0x80, 0x3f]));
  });

  it('an empty period gives the headers alone', async () => {
    const files = await books('journal', '2025-01-01', '2025-01-31');
    expect(files.get('journal-sales.csv')).toBe('\uFEFFdate,document,account,debit,credit,memo\r\n');
  });
});

describe('GET /api/accounting/export: who and which ranges', () => {
  it.each<StaffRole>(['counter', 'designer', 'driver'])(
    'refuses a %s (403), the export and the settings',
    async (role) => {
      const { cookie } = await signInAsNewAdmin(t.app, t.db, [role]);
      expect((await get(`/api/accounting/export?from=${FROM}&to=${TO}&format=journal`, cookie)).statusCode).toBe(403);
      expect((await get('/api/settings/accounting', cookie)).statusCode).toBe(403);
    },
  );

  it('lets the office in, and no one signed out', async () => {
    const { cookie } = await signInAsNewAdmin(t.app, t.db, ['office']);
    expect((await get(`/api/accounting/export?from=${FROM}&to=${TO}&format=sage50`, cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/accounting' })).statusCode).toBe(401);
  });

  it.each([
    ['to before from', 'from=2026-03-04&to=2026-03-02&format=journal'],
    ['over three years', 'from=2023-03-01&to=2026-03-01&format=journal'],
    ['an unknown format', 'from=2026-03-01&to=2026-03-02&format=xero'],
    ['no date', 'format=journal'],
    ['not a day', 'from=2026-02-30&to=2026-03-02&format=journal'],
  ])('answers 400 for %s', async (_, query) => {
    const res = await get(`/api/accounting/export?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('takes three years less a day', async () => {
    expect((await get('/api/accounting/export?from=2023-03-05&to=2026-03-04&format=journal')).statusCode).toBe(200);
  });
});

describe('/api/settings/accounting', () => {
  it('gives the defaults, saves every account, audits the change, and the export posts to the new numbers', async () => {
    const before = (await get('/api/settings/accounting')).json().data;
    expect(before.accounts.receivables).toEqual({ number: '1200', name: 'Accounts Receivable' });
    const accounts = { ...before.accounts, receivables: { number: '1210', name: 'Receivables clearing' } };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/accounting', payload, ...as(owner) });
    const res = await put({ accounts });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.accounts.receivables).toEqual({ number: '1210', name: 'Receivables clearing' });
    expect((await get('/api/settings/accounting')).json().data.accounts.receivables.number).toBe('1210');
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['entity', 'changes'])
      .where('entity', '=', 'setting')
      .execute();
    expect(audit.some((a) => String(a.changes).includes('Receivables clearing'))).toBe(true);
    const files = await books('journal');
    const rows = parseCsv(files.get('journal-sales.csv')!).slice(1);
    expect(rows.some((r) => r[2] === '1210')).toBe(true);
    expect(rows.some((r) => r[2] === '1200')).toBe(false);

    expect((await put({ accounts: { ...accounts, gst: { number: 'GST', name: 'x' } } })).statusCode).toBe(400);
    expect((await put({ accounts: { ...accounts, qst: { number: '2350', name: '' } } })).statusCode).toBe(400);
    const { sales: _sales, ...missing } = accounts;
    expect((await put({ accounts: missing })).statusCode).toBe(400);
    await put({ accounts: before.accounts });
  });
});
