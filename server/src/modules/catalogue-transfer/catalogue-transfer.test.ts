import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { catalogueCsv, catalogueXlsx, type CatalogueCells } from '../../test/catalogue-xlsx.js';
import {
  createAdminUser,
  createCustomer,
  productInput,
  signIn,
  signInAsNewAdmin,
  withCookie as as,
} from '../../test/factories.js';
import { importProducts } from '../catalog/index.js';
import { multipart } from '../../test/multipart.js';

let t: TestApp;
let staff: string;
const stamp = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
async function upload(
  bytes: Buffer,
  apply = false,
  cookie = staff,
  type = XLSX,
  name = 'catalogue.xlsx',
  language = 'en',
) {
  const { payload, headers } = await multipart({ file: { name, type, bytes } });
  return t.app.inject({
    method: 'POST',
    url: `/api/products/import?apply=${apply}`,
    payload,
    headers: { ...headers, cookie, 'accept-language': language },
  });
}
async function exported(): Promise<CatalogueCells[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/export.xlsx', ...as(staff) });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows: CatalogueCells[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n === 1) {
      expect((row.values as unknown[]).slice(1)).toEqual([...CATALOGUE_COLUMNS]);
      return;
    }
    const values = (row.values as (string | number | null)[]).slice(1);
    rows.push(Object.fromEntries(CATALOGUE_COLUMNS.map((c, i) => [c, values[i] ?? null])));
  });
  return rows;
}
const productOf = (sku: string) => t.db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();

describe('the catalogue as XLSX, out and back in (issue 36, item 4)', { timeout: 60_000 }, () => {
  const sku = `XFER-${stamp}`;
  beforeAll(async () => {
    const { unit: _u, stems_per_unit: _s, price_cents: _p, ...rest } = productInput({ sku });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: {
        ...rest,
        description_fr: 'Rose de jardin',
        packs: [
          { kind: 'stem', units: 1, price_cents: 100, active: true },
          { kind: 'box', units: 120, price_cents: 9600, active: true },
        ],
      },
      ...as(staff),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('exports one row per pack with every field; the same file read back changes nothing', async () => {
    const rows = await exported();
    const mine = rows.filter((r) => r.sku === sku);
    expect(mine.map((r) => [r.pack_kind, r.pack_units, r.pack_price, r.pack_active])).toEqual([
      ['stem', 1, 1, 1],
      ['box', 120, 96, 1],
    ]);
    expect(mine[0]).toMatchObject({
      name_fr: expect.stringContaining('Rose'),
      description_fr: 'Rose de jardin',
      category: 'roses',
    });
    const res = await upload(await catalogueXlsx(rows, { fill: false }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: [], changed: [], rejected: [], applied: false });
    expect(data.unchanged).toBe(new Set(rows.map((r) => r.sku)).size);
  });

  it('a blank low-stock level keeps the product’s: the row reads unchanged, as the apply would leave it', async () => {
    const rows = (await exported()).filter((r) => r.sku === sku);
    expect(rows[0]!.low_stock_at).not.toBeNull();
    const data = (
      await upload(
        await catalogueXlsx(
          rows.map((r) => ({ ...r, low_stock_at: null })),
          { fill: false },
        ),
      )
    ).json().data;
    expect(data).toMatchObject({ changed: [], created: [], rejected: [], unchanged: 1 });
  });

  it('previews new, changed (old → new) and unchanged, then applies them in one go, audited', async () => {
    const rows = (await exported()).filter((r) => r.sku === sku);
    const edited = [
      { ...rows[0], name_fr: 'Rose renommée' },
      { ...rows[1], pack_price: 90 },
      { ...rows[1], pack_id: null, pack_kind: 'bunch', pack_units: 10, pack_price: 9.5 },
      { sku: `NEW-${stamp}`, name_en: 'New peony', name_fr: 'Nouvelle pivoine' },
    ];
    const file = await catalogueXlsx(edited.slice(0, 3), { fill: false });
    const both = await catalogueXlsx([...edited.slice(0, 3)], { fill: false });
    expect(both.length).toBeGreaterThan(0);
    const withNew = await catalogueXlsx([edited[3]!]);
    // Two files would be two imports: put the new product's row after the others in one file.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const extra = new ExcelJS.Workbook();
    await extra.xlsx.load(withNew as unknown as ExcelJS.Buffer);
    workbook.worksheets[0]!.addRow((extra.worksheets[0]!.getRow(2).values as unknown[]).slice(1));
    const combined = Buffer.from(await workbook.xlsx.writeBuffer());

    const preview = (await upload(combined)).json().data;
    expect(preview.rejected).toEqual([]);
    expect(preview.created).toEqual([{ row: 5, sku: `NEW-${stamp}`, name_en: 'New peony', packs: 1 }]);
    expect(preview.changed).toHaveLength(1);
    expect(preview.changed[0].fields).toEqual([
      { field: 'name_fr', old: rows[0]!.name_fr, new: 'Rose renommée' },
      { field: `pack ${rows[1]!.pack_id} pack_price`, old: 96, new: 90 },
      { field: 'pack', old: null, new: 'bunch × 10, 9.5' },
    ]);
    expect((await productOf(sku))!.name_fr).not.toBe('Rose renommée');

    const applied = await upload(combined, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.applied).toBe(true);
    const product = (await productOf(sku))!;
    expect(product.name_fr).toBe('Rose renommée');
    const packs = await t.db
      .selectFrom('product_packs')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    expect(packs.map((p) => [p.kind, p.units, Number(p.price_cents)])).toEqual([
      ['stem', 1, 100],
      ['box', 120, 9000],
      ['bunch', 10, 950],
    ]);
    expect(await productOf(`NEW-${stamp}`)).toMatchObject({ unit: 'stem', price_cents: 8000 });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', product.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ name_fr: [expect.any(String), 'Rose renommée'] });
  });

  it('refuses bad rows by row and column, in the reader’s language, and applies nothing', async () => {
    const file = await catalogueXlsx([
      { sku: `BAD-A-${stamp}`, name_en: 'A', name_fr: 'A', pack_units: 0 },
      { sku: `BAD-B-${stamp}`, name_en: 'B', name_fr: 'B', category: 'no-such-category' },
      { sku: `BAD-C-${stamp}`, name_en: 'C', name_fr: 'C', colour: 'Ultraviolet' },
      { sku: `BAD-D-${stamp}`, name_en: 'D', name_fr: 'D', pack_price: -1 },
      { sku: `BAD-A-${stamp}`, name_en: 'A again', name_fr: 'A', pack_units: 5 },
      { sku: `GOOD-${stamp}`, name_en: 'Good', name_fr: 'Bon' },
    ]);
    const preview = (await upload(file)).json().data;
    expect(preview.rejected.map((r: { row: number; field: string }) => [r.row, r.field])).toEqual([
      [2, 'pack_units'],
      [3, 'category'],
      [4, 'colour'],
      [5, 'pack_price'],
      [6, 'sku'],
    ]);
    expect(preview.created.map((c: { sku: string }) => c.sku)).toEqual([`GOOD-${stamp}`]);
    const refused = await upload(file, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was applied: 5 rows were refused, the first row 2, pack_units/);
    expect(await productOf(`GOOD-${stamp}`)).toBeUndefined();
    const french = await upload(file, false, staff, XLSX, 'c.xlsx', 'fr');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().data.rejected[1].message).toBe('Aucune catégorie ne porte ce code.');
  });

  it('is refused to customers and for a file that is no XLSX or CSV; a missing column is said', async () => {
    const customer = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, customer.email);
    expect((await upload(await catalogueXlsx([{ sku: 'X' }]), false, cookie)).statusCode).toBe(403);
    expect((await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), false, staff, 'application/pdf', 'c.pdf')).statusCode).toBe(
      415,
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['sku', 'name_en']);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rejected).toContainEqual({
      row: 1,
      field: 'pack_price',
      message: expect.stringContaining('missing'),
    });
  });

  it('reads a CSV of the same columns as the XLSX, checked by its content, and applies it', async () => {
    const code = `CSV-${stamp}`;
    const rows = [
      { sku: code, name_en: 'Csv rose, "red"', name_fr: 'Rose csv', pack_price: '80,50' },
      { sku: code, name_en: 'Csv rose, "red"', name_fr: 'Rose csv', pack_kind: 'bunch', pack_units: 10, pack_price: 9 },
    ];
    const preview = await upload(catalogueCsv(rows), false, staff, 'text/csv', 'catalogue.csv');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ rejected: [], created: [{ row: 2, sku: code, packs: 2 }] });
    const applied = await upload(catalogueCsv(rows), true, staff, 'text/csv', 'catalogue.csv');
    expect(applied.statusCode, applied.body).toBe(200);
    const product = await productOf(code);
    expect(product).toMatchObject({ name_en: 'Csv rose, "red"', unit: 'stem' });
    const packs = await t.db
      .selectFrom('product_packs')
      .select(['kind', 'units', 'price_cents'])
      .where('product_id', '=', product!.id)
      .orderBy('position')
      .execute();
    expect(packs).toEqual([
      { kind: 'box', units: 100, price_cents: 8050 },
      { kind: 'bunch', units: 10, price_cents: 900 },
    ]);
    // A file named .csv that is no text is refused by its content, as a price list is.
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]);
    expect((await upload(binary, false, staff, 'text/csv', 'catalogue.csv')).statusCode).toBe(415);
  });

  it('previews 5,000 rows, all of them read and compared', async () => {
    // 2,500 products of two packs each: 5,000 rows of every column.
    const rows: CatalogueCells[] = [];
    for (let i = 0; i < 2500; i += 1) {
      const base = {
        sku: `BULK-${stamp}-${i}`,
        name_en: `Bulk rose ${i}`,
        name_fr: `Rose en vrac ${i}`,
        description_en: 'A rose',
        description_fr: 'Une rose',
        variety: 'Freedom',
        grade: 'Select',
        length_cm: 60,
      };
      rows.push(base, { ...base, pack_kind: 'bunch', pack_units: 10, pack_price: 9 });
    }
    const file = await catalogueXlsx(rows);
    const started = performance.now();
    const res = await upload(file);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const data = res.json().data;
    expect(data.rejected).toEqual([]);
    expect(data.created).toHaveLength(2500);
    process.stdout.write(`catalogue import preview of 5,000 rows: ${Math.round(ms)} ms (file ${file.length} bytes)\n`);
    // Issue 36 asks under 10 s here: measured 4.4 s alone on SQLite, 6.2 s beside other suites,
    // 9.6 s on PostgreSQL at a load of 15. Timing never fails CI (figures are the bench's): the
    // bound only catches a preview gone quadratic.
    expect(ms).toBeLessThan(45_000);
  }, 90_000);

  it('applies a chunk at a time, yet all or nothing: a code taken in the second chunk writes none of the first', async () => {
    // 450 new products (a chunk is 400), the last one's code the first one's again.
    const writes = Array.from({ length: 450 }, (_, i) => ({
      id: null,
      input: productInput({ sku: `CHUNK-${stamp}-${i}`, name_en: `Chunked rose ${i}` }),
    }));
    writes.push({ id: null, input: productInput({ sku: `CHUNK-${stamp}-0` }) });
    const actor = { id: (await createAdminUser(t.db)).id };
    const clock = { now: () => new Date() };
    await expect(importProducts({ db: t.db, clock }, actor, writes)).rejects.toMatchObject({ code: 'SKU_TAKEN' });
    const written = await t.db.selectFrom('products').select('id').where('sku', 'like', `CHUNK-${stamp}-%`).execute();
    expect(written).toEqual([]);
    const trail = await t.db.selectFrom('audit_events').select('id').where('actor_user_id', '=', actor.id).execute();
    expect(trail).toEqual([]);

    // Without the repeated code the same 450 are written, each with its pack, sections and trail row.
    await importProducts({ db: t.db, clock }, actor, writes.slice(0, 450));
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'sku', 'price_cents', 'colour_id'])
      .where('sku', 'like', `CHUNK-${stamp}-%`)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(450);
    expect(rows[449]).toMatchObject({ sku: `CHUNK-${stamp}-449`, price_cents: 2450 });
    // The colour "red" a write names is the list's Red.
    expect(rows.every((r) => r.colour_id !== null)).toBe(true);
    const ids = rows.map((r) => r.id);
    const count = async (table: 'product_packs' | 'product_sections') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('product_id', 'in', ids)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('product_packs'), await count('product_sections')]).toEqual([450, 450]);
    const created = await t.db
      .selectFrom('audit_events')
      .select(['entity_id', 'action', 'changes'])
      .where('actor_user_id', '=', actor.id)
      .orderBy('id')
      .execute();
    expect(created.map((a) => a.action)).toEqual(Array.from({ length: 450 }, () => 'create'));
    expect(created.map((a) => a.entity_id)).toEqual(ids);
    expect(JSON.parse(created[0]!.changes)).toMatchObject({
      sku: [null, `CHUNK-${stamp}-0`],
      packs: [null, [{ kind: 'bunch', units: 1, stems: 25, price_cents: 2450, active: true }]],
    });
  }, 120_000);
});
