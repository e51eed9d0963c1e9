import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_LIST_FILE } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import { createCustomer, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { multipart, samples } from '../../test/multipart.js';
import { readInWorker } from './reader/read-in-worker.js';
import { spreadsheetReaders } from './reader/read-queue.js';

let t: TestApp;
let staff: { cookie: string };
let customer: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsNewAdmin(t.app, t.db);
  customer = await signIn(t.app, (await createCustomer(t.db)).email);
});
afterAll(() => t.close());

const XLSX_MIME = PRICE_LIST_FILE.types[1];

/** A workbook with a header, text, numbers, a date, rich text and a formula with its cached result. */
async function sampleXlsx(extraRows: (string | number)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['Product', 'Unit', 'Price', 'Total', 'Arrives']);
  sheet.addRow(['Rose Freedom 60 cm', 'bunch', 18.5]);
  sheet.getCell('D2').value = { formula: 'C2*2', result: 37 };
  sheet.getCell('E2').value = new Date(Date.UTC(2026, 4, 1));
  sheet.addRow([{ richText: [{ text: 'Gerbera ' }, { text: 'mini' }] }, 'box', 42]);
  for (const row of extraRows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Row `r` (1-based) of bigXlsx: a product name, then numbers. */
const bigRow = (r: number, columns: number) =>
  Array.from({ length: columns }, (_, c) => (c === 0 ? `Rose ${r}` : r * 100 + c));

/**
 * A sheet of `rows` rows of `columns` columns under a header, laid out as Excel writes it (the
 * texts in shared strings, relationships naming the parts), zipped by hand: quicker to make than
 * with exceljs for a hundred thousand cells.
 */
function bigXlsx(rows: number, columns: number): Buffer {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const rels = (body: string) =>
    Buffer.from(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`,
    );
  const strings: string[] = [];
  const cell = (value: string | number, ref: string) => {
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    strings.push(value);
    return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const letter = (c: number) => String.fromCharCode(65 + c);
  const sheetRows = [Array.from({ length: columns }, (_, c) => `Column ${c + 1}`)];
  for (let r = 1; r <= rows; r += 1) sheetRows.push(bigRow(r, columns) as string[]);
  const sheet = sheetRows
    .map((values, r) => `<row r="${r + 1}">${values.map((v, c) => cell(v, `${letter(c)}${r + 1}`)).join('')}</row>`)
    .join('');
  const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return zip(
    [
      { name: '[Content_Types].xml', data: contentTypes },
      { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'xl/workbook.xml')) },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook ${main} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: rels(
          rel('rId1', 'worksheet', 'worksheets/sheet1.xml') + rel('rId2', 'sharedStrings', 'sharedStrings.xml'),
        ),
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from(`<worksheet ${main}><sheetData>${sheet}</sheetData></worksheet>`),
      },
      {
        name: 'xl/sharedStrings.xml',
        data: Buffer.from(`<sst ${main}>${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`),
      },
    ],
    1,
  );
}

/**
 * A zip written by hand (no zip library is installed): each entry deflated with zlib, with
 * local headers, a central directory and its end record. `declare` overrides the sizes written
 * in the headers, to build an archive that lies about what it inflates to.
 */
function zip(entries: { name: string; data: Buffer; declare?: number }[], level = 9): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const deflated = zlib.deflateRawSync(entry.data, { level });
    const crc = zlib.crc32(entry.data);
    const size = entry.declare ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);
const bomb = (declare?: number) =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024), ...(declare ? { declare } : {}) },
  ]);

const fields = (overrides: Record<string, string> = {}) => ({
  title_en: 'Spring roses',
  title_fr: 'Roses du printemps',
  section: 'petals',
  valid_from: '2020-01-01',
  valid_to: '2099-12-31',
  published: 'true',
  ...overrides,
});

type Upload = { name: string; type: string; bytes: Buffer };
async function send(method: 'POST' | 'PUT', url: string, body: Record<string, string | Upload>, cookie = staff.cookie) {
  const form = await multipart(body);
  return t.app.inject({ method, url, ...form, headers: { ...form.headers, cookie } });
}
const create = (body: Record<string, string | Upload>, cookie?: string) =>
  send('POST', '/api/pricelists', body, cookie);
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...withCookie(cookie) });
const storedFiles = async () => (await storedNames(t.app.files, 'price-lists')).length;

describe('POST /api/pricelists', () => {
  it('reads an XLSX into rows: header, cells, cached formula results, dates, rich text', async () => {
    const res = await create({ ...fields(), file: { name: 'roses.xlsx', type: XLSX_MIME, bytes: await sampleXlsx() } });
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json().data.pricelist;
    expect(list).toMatchObject({
      title_en: 'Spring roses',
      section: 'petals',
      published: true,
      row_count: 2,
      file: { name: 'roses.xlsx', mime: XLSX_MIME },
    });
    expect(list.rows).toEqual({
      columns: ['Product', 'Unit', 'Price', 'Total', 'Arrives'],
      rows: [
        ['Rose Freedom 60 cm', 'bunch', 18.5, 37, '2026-05-01'],
        ['Gerbera mini', 'box', 42, null, null],
      ],
    });
  });

  it('quotes texts that would start a formula, in the rows shown and in the file served', async () => {
    const csv = "Product,Note\r\n=cmd|' /C calc'!A0,+1\r\n@SUM(A1),-2+3\r\nRose,-5\r\n";
    const res = await create({ ...fields(), file: { name: 'list.csv', type: 'text/csv', bytes: Buffer.from(csv) } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, rows } = res.json().data.pricelist;
    expect(rows.rows).toEqual([
      ["'=cmd|' /C calc'!A0", "'+1"],
      ["'@SUM(A1)", "'-2+3"],
      ['Rose', -5],
    ]);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/pricelists/${id}/file`,
      ...withCookie(staff.cookie),
    });
    expect(served.body).toBe(`\ufeffProduct,Note\r\n'=cmd|' /C calc'!A0,'+1\r\n'@SUM(A1),'-2+3\r\nRose,-5\r\n`);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['Product', 'Price']);
    sheet.addRow(['=1+1', 3]);
    sheet.getCell('B2').value = { formula: 'HYPERLINK("http://evil.example")', result: 'Click' };
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const up = await create({ ...fields(), file: { name: 'list.xlsx', type: XLSX_MIME, bytes: xlsx } });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data.pricelist.rows.rows).toEqual([["'=1+1", 'Click']]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/pricelists/${up.json().data.pricelist.id}/file`,
      ...withCookie(staff.cookie),
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(back.worksheets[0]!.getRow(2).values).toEqual([undefined, "'=1+1", 'Click']);
  });

  it('reads two spreadsheets at a time; past a short wait it answers busy (503, Retry-After, en/fr)', async () => {
    const releases: (() => void)[] = [];
    const held = [1, 2].map(() => spreadsheetReaders.run(() => new Promise<void>((r) => releases.push(r))));
    spreadsheetReaders.maxWaitMs = 50;
    const csv = { name: 'list.csv', type: 'text/csv', bytes: Buffer.from('Product\nPeony\n') };
    try {
      const busy = await create({ ...fields(), file: csv });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({
        message: 'Other spreadsheets are being read right now. Try again in a few seconds.',
        error: 'Busy',
      });
      const form = await multipart({ ...fields(), file: csv });
      const fr = await t.app.inject({
        method: 'POST',
        url: '/api/pricelists',
        ...form,
        headers: { ...form.headers, cookie: staff.cookie, 'x-language': 'fr' },
      });
      expect(fr.statusCode).toBe(503);
      expect(fr.json().message).toBe('D’autres classeurs sont en cours de lecture. Réessayez dans quelques secondes.');
      // One waiting while a reader frees up gets its turn.
      spreadsheetReaders.maxWaitMs = 30_000;
      const waiting = create({ ...fields(), file: csv });
      releases.shift()!();
      expect((await waiting).statusCode).toBe(201);
    } finally {
      spreadsheetReaders.maxWaitMs = 10_000;
      for (const release of releases) release();
      await Promise.all(held);
    }
  });

  it('reads a CSV (quotes, CRLF, BOM) and a semicolon-separated one', async () => {
    const csv =
      '\ufeffProduct,Unit,Price\r\n"Rose ""Avalanche"", 50 cm",bunch,21.25\r\n"Eucalyptus\nbaby blue",bunch,00123\r\n';
    const res = await create({ ...fields(), file: { name: 'list.csv', type: 'text/csv', bytes: Buffer.from(csv) } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pricelist.rows).toEqual({
      columns: ['Product', 'Unit', 'Price'],
      rows: [
        ['Rose "Avalanche", 50 cm', 'bunch', 21.25],
        ['Eucalyptus\nbaby blue', 'bunch', '00123'],
      ],
    });
    const semicolons = await create({
      ...fields(),
      file: { name: 'liste.csv', type: 'text/csv', bytes: Buffer.from('Produit;Prix;Code\nŒillet;12,5;007\n') },
    });
    // French Excel: ';' between fields and a decimal comma, read as a number; codes stay text.
    expect(semicolons.json().data.pricelist.rows).toEqual({
      columns: ['Produit', 'Prix', 'Code'],
      rows: [['Œillet', 12.5, '007']],
    });
  });

  it('keeps a PDF without rows', async () => {
    const res = await create({
      ...fields({ published: 'false' }),
      file: { name: 'liste.pdf', type: 'application/pdf', bytes: samples.pdf },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pricelist).toMatchObject({
      published: false,
      rows: null,
      row_count: 0,
      file: { mime: 'application/pdf' },
    });
  });

  it('answers 400 naming the field, 401 signed out and 403 for a customer', async () => {
    const file = { name: 'list.csv', type: 'text/csv', bytes: Buffer.from('a,b\n1,2\n') };
    const badSection = await create({ ...fields({ section: 'cactus' }), file });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json()).toMatchObject({ success: false, field: 'section' });
    const badDates = await create({ ...fields({ valid_from: '2026-05-02', valid_to: '2026-05-01' }), file });
    expect(badDates.json()).toMatchObject({ field: 'valid_to' });
    expect((await create({ ...fields({ title_en: ' ' }), file })).json().field).toBe('title_en');
    const noFile = await create(fields());
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().field).toBe('file');

    const form = await multipart({ ...fields(), file });
    expect((await t.app.inject({ method: 'POST', url: '/api/pricelists', ...form })).statusCode).toBe(401);
    expect((await create({ ...fields(), file }, customer.cookie)).statusCode).toBe(403);
  });
});

describe('refused uploads', () => {
  it('refuses a zip bomb, a lying zip, an oversized file, a renamed executable and a broken workbook, keeping nothing', async () => {
    const before = await storedFiles();
    const honest = await create({ ...fields(), file: { name: 'bomb.xlsx', type: XLSX_MIME, bytes: bomb() } });
    expect(honest.statusCode, honest.body).toBe(413);
    expect(honest.json().message).toMatch(/inflates past 50 MB/);
    const lying = await create({ ...fields(), file: { name: 'bomb.xlsx', type: XLSX_MIME, bytes: bomb(1000) } });
    expect(lying.statusCode, lying.body).toBe(413);
    expect(lying.json().message).toMatch(/inflates past 50 MB/);

    const big = Buffer.concat([samples.pdf, Buffer.alloc(PRICE_LIST_FILE.maxBytes)]);
    const tooBig = await create({ ...fields(), file: { name: 'big.pdf', type: 'application/pdf', bytes: big } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ field: 'file', message: 'The file is larger than 10 MB.' });

    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const exe = await create({ ...fields(), file: { name: 'list.xlsx', type: XLSX_MIME, bytes: elf } });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().field).toBe('file');
    const binaryCsv = await create({
      ...fields(),
      file: { name: 'list.csv', type: 'text/csv', bytes: Buffer.from([0x61, 0, 0x62]) },
    });
    expect(binaryCsv.statusCode).toBe(415);

    const workbook = await sampleXlsx();
    const broken = await create({
      ...fields(),
      file: { name: 'broken.xlsx', type: XLSX_MIME, bytes: workbook.subarray(0, workbook.length / 2) },
    });
    expect(broken.statusCode, broken.body).toBe(422);
    expect(broken.json().message).toMatch(/could not be read/);
    expect(await storedFiles()).toBe(before);

    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
  });

  it('refuses more than 20,000 rows or 50 columns with 413 naming the limit', async () => {
    const rows = 'Product,Price\n' + 'Rose,1\n'.repeat(PRICE_LIST_FILE.maxRows + 1);
    const tooLong = await create({
      ...fields(),
      file: { name: 'long.csv', type: 'text/csv', bytes: Buffer.from(rows) },
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ field: 'file', message: 'The spreadsheet has more than 20,000 rows.' });
    const wide = await sampleXlsx([Array.from({ length: 51 }, (_, i) => i)]);
    const tooWide = await create({ ...fields(), file: { name: 'wide.xlsx', type: XLSX_MIME, bytes: wide } });
    expect(tooWide.statusCode).toBe(413);
    expect(tooWide.json().message).toBe('The spreadsheet has more than 50 columns.');
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('refuses a sheet of more than 100,000 cells with 413 in both languages, and imports one at the limit (issue 35)', async () => {
    const before = await storedFiles();
    // 10,001 rows of 10 columns: 100,010 cells under the header; the same less one row is the limit.
    const tooBig = bigXlsx(10_001, 10);
    const refused = await create({ ...fields(), file: { name: 'big.xlsx', type: XLSX_MIME, bytes: tooBig } });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      message: 'The spreadsheet has more than 100,000 cells (rows × columns).',
      error: 'UnreadableFile',
      field: 'file',
    });
    const form = await multipart({ ...fields(), file: { name: 'big.xlsx', type: XLSX_MIME, bytes: tooBig } });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/pricelists',
      ...form,
      headers: { ...form.headers, cookie: staff.cookie, 'x-language': 'fr' },
    });
    expect(fr.statusCode).toBe(413);
    expect(fr.json().message).toBe('Le classeur compte plus de 100 000 cellules (lignes × colonnes).');
    expect(await storedFiles()).toBe(before);

    const atLimit = await create({
      ...fields(),
      file: { name: 'big.xlsx', type: XLSX_MIME, bytes: bigXlsx(10_000, 10) },
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const list = atLimit.json().data.pricelist;
    expect(list.row_count).toBe(10_000);
    expect(list.rows.columns).toHaveLength(10);
    expect(list.rows.rows[9_999]).toEqual(bigRow(10_000, 10));
    const shown = (await get(`/api/pricelists/${list.id}`, staff.cookie)).json().data.pricelist;
    expect(shown.rows).toEqual(list.rows);
  }, 60_000);

  // Filling a heap of 16 MB, then reading a list: seconds alone, past 20 s on a loaded machine.
  it(
    'refuses what the reader cannot hold in its heap as out of memory, and reads a list in the same heap',
    { timeout: 60_000 },
    async () => {
      // 20,000 shared strings of 2,000 characters: 40 MB of text for a 16 MB heap, in a small zip.
      const rels = (body: string) =>
        Buffer.from(
          `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`,
        );
      const rel = (id: string, type: string, target: string) =>
        `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
      const strings = 20_000;
      const heavy = zip([
        { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'xl/workbook.xml')) },
        {
          name: 'xl/workbook.xml',
          data: Buffer.from(
            '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
          ),
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          data: rels(
            rel('rId1', 'worksheet', 'worksheets/sheet1.xml') + rel('rId2', 'sharedStrings', 'sharedStrings.xml'),
          ),
        },
        {
          name: 'xl/sharedStrings.xml',
          data: Buffer.from(`<sst>${`<si><t>${'x'.repeat(2_000)}</t></si>`.repeat(strings)}</sst>`),
        },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet><sheetData/></worksheet>') },
      ]);
      const limits = { ...PRICE_LIST_FILE, maxInflatedBytes: 1024 * 1024 * 1024 };
      const budget = { maxMs: 60_000, heapMb: 16 };
      expect(await readInWorker('xlsx', heavy, limits, budget)).toEqual({ ok: false, reason: 'out-of-memory' });
      expect(await readInWorker('xlsx', await sampleXlsx(), limits, budget)).toMatchObject({ ok: true, rowCount: 2 });
    },
  );

  it('stops a reader that runs past its deadline (its processor time, on Linux)', async () => {
    const result = await readInWorker('xlsx', bigXlsx(5_000, 10), PRICE_LIST_FILE, { maxMs: 1, heapMb: 64 });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('reading price lists', () => {
  let visible: number;
  let unpublished: number;
  let expired: number;
  beforeAll(async () => {
    const csv = { name: 'petals.csv', type: 'text/csv', bytes: Buffer.from('Product,Price\nPeony,3\n') };
    visible = (await create({ ...fields({ title_en: 'Visible' }), file: csv })).json().data.pricelist.id;
    unpublished = (await create({ ...fields({ published: 'false' }), file: csv })).json().data.pricelist.id;
    expired = (await create({ ...fields({ valid_from: '2020-01-01', valid_to: '2020-12-31' }), file: csv })).json().data
      .pricelist.id;
  });

  it('lists everything for staff, and only published lists valid today for customers', async () => {
    const ids = (res: { json(): { data: { pricelists: { id: number }[] } } }) =>
      res.json().data.pricelists.map((p) => p.id);
    const forStaff = ids(await get('/api/pricelists', staff.cookie));
    expect(forStaff).toEqual(expect.arrayContaining([visible, unpublished, expired]));
    const forCustomer = ids(await get('/api/pricelists', customer.cookie));
    expect(forCustomer).toContain(visible);
    expect(forCustomer).not.toContain(unpublished);
    expect(forCustomer).not.toContain(expired);
    expect((await get('/api/pricelists')).statusCode).toBe(401);
    expect((await get('/api/site')).json().data.priceListSections).toContain('petals');
  });

  it('shows one list with rows; 404 for an unknown id, and for a customer on an unpublished list', async () => {
    const res = await get(`/api/pricelists/${visible}`, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pricelist.rows).toEqual({ columns: ['Product', 'Price'], rows: [['Peony', 3]] });
    expect((await get(`/api/pricelists/${unpublished}`, customer.cookie)).statusCode).toBe(404);
    expect((await get(`/api/pricelists/${expired}`, customer.cookie)).statusCode).toBe(404);
    expect((await get(`/api/pricelists/${unpublished}`, staff.cookie)).statusCode).toBe(200);
    expect((await get('/api/pricelists/999999', staff.cookie)).statusCode).toBe(404);
    expect((await get('/api/pricelists/abc', staff.cookie)).statusCode).toBe(400);
    expect((await get(`/api/pricelists/${visible}`)).statusCode).toBe(401);
  });

  it('downloads the file as an attachment with a safe name, and frames a PDF inline', async () => {
    const download = await get(`/api/pricelists/${visible}/file`, customer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="petals.csv"; filename*=UTF-8''petals.csv`,
    );
    expect(download.body).toBe('\ufeffProduct,Price\r\nPeony,3\r\n');
    expect((await get(`/api/pricelists/${unpublished}/file`, customer.cookie)).statusCode).toBe(404);

    const pdf = await create({
      ...fields(),
      file: { name: 'Liste "été"/2026.pdf', type: 'application/pdf', bytes: samples.pdf },
    });
    const id = pdf.json().data.pricelist.id;
    const attachment = await get(`/api/pricelists/${id}/file`, customer.cookie);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="2026.pdf"/);
    const inline = await get(`/api/pricelists/${id}/file?inline=1`, customer.cookie);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(inline.rawPayload.equals(samples.pdf)).toBe(true);
  });
});

describe('PUT and DELETE /api/pricelists/{id}', () => {
  it('updates the fields given, keeps the file when none is sent, and replaces it when one is', async () => {
    const created = (
      await create({ ...fields(), file: { name: 'a.csv', type: 'text/csv', bytes: Buffer.from('P\nx\n') } })
    ).json().data.pricelist;
    const renamed = await send('PUT', `/api/pricelists/${created.id}`, { title_fr: 'Pivoines', published: 'false' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.pricelist).toMatchObject({
      title_en: 'Spring roses',
      title_fr: 'Pivoines',
      published: false,
      row_count: 1,
    });

    const before = await storedFiles();
    const replaced = await send('PUT', `/api/pricelists/${created.id}`, {
      file: { name: 'b.xlsx', type: XLSX_MIME, bytes: await sampleXlsx() },
    });
    expect(replaced.json().data.pricelist).toMatchObject({ row_count: 2, file: { name: 'b.xlsx' } });
    expect(await storedFiles()).toBe(before);

    const badDates = await send('PUT', `/api/pricelists/${created.id}`, { valid_from: '2100-01-01' });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().field).toBe('valid_to');
    expect((await send('PUT', `/api/pricelists/${created.id}`, { section: 'cactus' })).json().field).toBe('section');
    expect((await send('PUT', '/api/pricelists/999999', { title_fr: 'x' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/pricelists/${created.id}`, { title_fr: 'x' }, customer.cookie)).statusCode).toBe(
      403,
    );
  });

  it('deletes a list and its file, answering the remaining lists', async () => {
    const created = (
      await create({ ...fields(), file: { name: 'a.csv', type: 'text/csv', bytes: Buffer.from('P\nx\n') } })
    ).json().data.pricelist;
    const before = await storedFiles();
    const del = (cookie?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/pricelists/${created.id}`, ...withCookie(cookie) });
    expect((await del()).statusCode).toBe(401);
    expect((await del(customer.cookie)).statusCode).toBe(403);
    const res = await del(staff.cookie);
    expect(res.statusCode).toBe(200);
    const remaining = res.json().data.pricelists.map((p: { id: number }) => p.id);
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining).not.toContain(created.id);
    expect(await storedFiles()).toBe(before - 1);
    expect((await del(staff.cookie)).statusCode).toBe(404);
  });
});
