import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelMontrealTime, ExportAborted, writeWorkbook, type SheetSpec } from './workbook.js';

type Row = { n: number; text: string; cents: number; day: string };

/** `count` batches of 1,000 rows, counting how many the writer has asked for. */
function sheet(count: number) {
  const progress = { pulled: 0, finished: false };
  async function* batches() {
    try {
      for (let b = 0; b < count; b += 1) {
        progress.pulled += 1;
        yield Array.from({ length: 1000 }, (_, k) => ({
          n: b * 1000 + k,
          text: `Rose ${b}-${k} ${'abcdefghij'.repeat(3)}`,
          cents: 1999 + k,
          day: '2026-11-20',
        }));
      }
    } finally {
      progress.finished = true;
    }
  }
  const spec: SheetSpec<Row> = {
    name: { en: 'Test', fr: 'Essai' },
    columns: [
      { header: { en: 'N', fr: 'N' }, type: 'integer', value: (r) => r.n },
      { header: { en: 'Text', fr: 'Texte' }, type: 'text', value: (r) => r.text },
      { header: { en: 'Price', fr: 'Prix' }, type: 'money', value: (r) => r.cents },
      { header: { en: 'Day', fr: 'Jour' }, type: 'date', value: (r) => r.day },
    ],
    batches: batches(),
  };
  return { spec, progress };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the streaming workbook writer', () => {
  it('reads no further ahead than the client takes, then writes every row', async () => {
    const { spec, progress } = sheet(30);
    const out = new PassThrough();
    const written = writeWorkbook(out, spec, 'en');
    await pause(500);
    // Nobody reads the stream: the writer waits instead of reading the 30 batches into memory.
    expect(progress.pulled).toBeLessThan(10);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    expect(await written).toBe(30_000);
    await ended;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.rowCount).toBe(30_001);
    expect(ws.getRow(1).getCell(3).value).toBe('Price');
    expect(ws.getRow(30_001).getCell(1).value).toBe(29_999);
    expect(ws.getRow(2).getCell(3).value).toBe(19.99);
    expect(ws.getRow(2).getCell(4).value).toEqual(new Date('2026-11-20T00:00:00Z'));
  });

  it('stops reading when the client goes away', async () => {
    const { spec, progress } = sheet(1000);
    const out = new PassThrough();
    const written = writeWorkbook(out, spec, 'fr');
    out.resume();
    await pause(100);
    out.destroy();
    await expect(written).rejects.toBeInstanceOf(ExportAborted);
    expect(progress.finished).toBe(true);
    expect(progress.pulled).toBeLessThan(1000);
  });
});

describe('instants as Excel date-times', () => {
  it("show Montreal's wall-clock time, in winter, in summer and across the change of hour", () => {
    expect(excelMontrealTime('2026-11-20T13:05:07.000Z')).toEqual(new Date('2026-11-20T08:05:07Z'));
    expect(excelMontrealTime('2026-07-01T12:00:00.000Z')).toEqual(new Date('2026-07-01T08:00:00Z'));
    // 2026-11-01: 01:59 EDT is followed by 01:00 EST.
    expect(excelMontrealTime('2026-11-01T05:59:00.000Z')).toEqual(new Date('2026-11-01T01:59:00Z'));
    expect(excelMontrealTime('2026-11-01T06:30:00.000Z')).toEqual(new Date('2026-11-01T01:30:00Z'));
  });
});
