import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';

let t: TestApp;
let staff: { cookie: string };
let customer: { cookie: string; id: number };
const stamp = Date.now();
const names = {
  rose: { en: `Freedom Rose ${stamp}`, fr: `Rose Freedom ${stamp}` },
  eucalyptus: { en: `Baby Blue Eucalyptus ${stamp}`, fr: `Eucalyptus bébé bleu ${stamp}` },
  amaryllis: { en: `Amaryllis ${stamp}`, fr: `Amaryllis ${stamp}` },
  hidden: { en: `Retired Tulip ${stamp}`, fr: `Tulipe retirée ${stamp}` },
  other: { en: `Other Section Peony ${stamp}`, fr: `Pivoine autre section ${stamp}` },
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsNewAdmin(t.app, t.db);
  const account = await createCustomer(t.db);
  customer = { ...(await signIn(t.app, account.email)), id: account.id };
  const product = (key: keyof typeof names, overrides: Parameters<typeof createProduct>[1]) =>
    createProduct(t.db, { name_en: names[key].en, name_fr: names[key].fr, sections: ['petals'], ...overrides });
  const rose = await product('rose', {
    category: 'roses',
    color: 'red',
    length_cm: 60,
    unit: 'bunch',
    price_cents: 2450,
  });
  await product('eucalyptus', {
    category: 'greens',
    color: 'green',
    length_cm: null,
    unit: 'bunch',
    price_cents: 1299,
  });
  await product('amaryllis', { category: 'roses', color: 'white', length_cm: 50, unit: 'stem', price_cents: 350 });
  await product('hidden', { category: 'roses', active: false, price_cents: 111 });
  await product('other', { sections: ['preserve-roses'], price_cents: 999 });
  await t.db.updateTable('products').set({ on_hand: 12 }).where('id', '=', rose.id).execute();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...withCookie(cookie) });

describe('GET /api/pricelists/live/{section}', () => {
  it('prints the section as a PDF in English: business, date, categories, products, prices, availability', async () => {
    const res = await get('/api/pricelists/live/petals?format=pdf&lang=en', customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="current-prices-petals-\d{4}-\d\d-\d\d\.pdf"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(t.app.config.business.name);
    expect(text).toContain('Current prices: Petals');
    expect(text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const line = (name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line(names.rose.en)).toMatch(/red\s+60\s+bunch of 25\s+\$24\.50\s+12 available/);
    expect(line(names.amaryllis.en)).toMatch(/white\s+50\s+stem\s+\$3\.50\s+Sold out/);
    expect(line(names.eucalyptus.en)).toMatch(/\$12\.99\s+Sold out/);
    expect(text).not.toContain(names.hidden.en);
    expect(text).not.toContain(names.other.en);
    // By category (Greens before Roses), then by name (Amaryllis before Freedom).
    const at = (s: string) => text.indexOf(s);
    expect(at('Greens')).toBeLessThan(at(names.eucalyptus.en));
    expect(at(names.eucalyptus.en)).toBeLessThan(at('Roses'));
    expect(at(names.amaryllis.en)).toBeLessThan(at(names.rose.en));
  });

  it('prints it in French: French names, colours, units, money and availability', async () => {
    const res = await get('/api/pricelists/live/petals?format=pdf&lang=fr', staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="prix-courants-petals-/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Prix courants : Pétales');
    expect(text).toMatch(/Date : \d{1,2}(?:er)? [a-zéû]+ \d{4}/);
    const line = (name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line(names.rose.fr)).toMatch(/rouge\s+60\s+botte de 25\s+24,50 \$\s+12 disponibles/);
    expect(line(names.amaryllis.fr)).toMatch(/blanc\s+50\s+tige\s+3,50 \$\s+Épuisé/);
    expect(text).toContain('Feuillages');
    expect(text).not.toContain(names.rose.en);
  });

  it('takes the language of the request without ?lang, and says so when a section is empty', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pricelists/live/ready-for-retail',
      headers: { cookie: customer.cookie, 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Aucun produit n');
  });

  it('writes the section as an XLSX: real money and lengths, one row a product, in order', async () => {
    const res = await get('/api/pricelists/live/petals?format=xlsx&lang=en', customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="current-prices-petals-\d{4}-\d\d-\d\d\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Current prices');
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Category', 'Code', 'Product', 'Colour', 'Length (cm)', 'Unit', 'Price', 'Availability'],
      ['Greens', expect.any(String), names.eucalyptus.en, 'green', undefined, 'bunch of 25', 12.99, 'Sold out'],
      ['Roses', expect.any(String), names.amaryllis.en, 'white', 50, 'stem', 3.5, 'Sold out'],
      ['Roses', expect.any(String), names.rose.en, 'red', 60, 'bunch of 25', 24.5, '12 available'],
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');

    const fr = await get('/api/pricelists/live/petals?format=xlsx&lang=fr', customer.cookie);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(fr.rawPayload as unknown as ExcelJS.Buffer);
    const frSheet = back.worksheets[0]!;
    expect(frSheet.name).toBe('Prix courants');
    expect(frSheet.getRow(1).getCell(3).value).toBe('Produit');
    expect(frSheet.getRow(4).values).toEqual([
      undefined,
      'Roses',
      expect.any(String),
      names.rose.fr,
      'rouge',
      60,
      'botte de 25',
      24.5,
      '12 disponibles',
    ]);
    expect(frSheet.getCell('G2').numFmt).toBe('#,##0.00 "$";-#,##0.00 "$"');
  });

  it('is refused as the uploaded lists are: 401 signed out or once the account is pending; 400 for an unknown section', async () => {
    for (const format of ['pdf', 'xlsx']) {
      const out = await get(`/api/pricelists/live/petals?format=${format}`);
      expect(out.statusCode).toBe(401);
      expect(out.json()).toMatchObject({ success: false, error: 'Unauthorized' });
    }
    expect((await get('/api/pricelists/live/cactus', staff.cookie)).statusCode).toBe(400);
    expect((await get('/api/pricelists/live/petals?format=csv', staff.cookie)).statusCode).toBe(400);

    const pending = await createCustomer(t.db, { status: 'pending' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pending.email, password: 'Hydrangea-Bleue-2026' },
    });
    expect(login.statusCode).toBe(403);

    await t.db.updateTable('users').set({ status: 'pending' }).where('id', '=', customer.id).execute();
    const refused = await get('/api/pricelists/live/petals?format=pdf', customer.cookie);
    expect(refused.statusCode).toBe(401);
    // The uploaded lists answer the same.
    expect((await get('/api/pricelists', customer.cookie)).statusCode).toBe(401);
  });
});
