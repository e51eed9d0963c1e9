import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { montrealTime, neutralizeFormula, type Language } from '@shop/contract';

/**
 * How a column's values are written: real numbers and dates, never text that looks like one.
 * money: integer cents shown as dollars; date: a business day 'YYYY-MM-DD'; datetime: an
 * instant (ISO, UTC) shown at Montreal's wall-clock time; integer: a count or quantity; id: a
 * number without thousands separators; percent: a percentage as a number to one decimal (32.5).
 */
export type CellType = 'text' | 'integer' | 'id' | 'money' | 'date' | 'datetime' | 'percent';

export interface Column<Row> {
  header: Record<Language, string>;
  type: CellType;
  width?: number;
  value: (row: Row, language: Language) => string | number | null | undefined;
}

/** A spreadsheet of rows read in batches (never the whole table at once). */
export interface SheetSpec<Row> {
  name: Record<Language, string>;
  columns: Column<Row>[];
  batches: AsyncIterable<Row[]>;
}

const NUMBER_FORMATS: Record<Language, Record<CellType, string | undefined>> = {
  en: {
    text: undefined,
    integer: '#,##0',
    id: '0',
    money: '"$"#,##0.00;-"$"#,##0.00',
    date: 'yyyy-mm-dd',
    datetime: 'yyyy-mm-dd hh:mm',
    percent: '0.0',
  },
  fr: {
    text: undefined,
    integer: '#,##0',
    id: '0',
    money: '#,##0.00 "$";-#,##0.00 "$"',
    date: 'yyyy-mm-dd',
    datetime: 'yyyy-mm-dd hh:mm',
    percent: '0.0',
  },
};

/** A business day as Excel's date of that day (exceljs writes a Date's UTC day). */
export function excelDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const HOUR_MS = 3_600_000;
// Montreal's offset from UTC for each UTC hour seen (it only changes on the hour): Intl's
// time-zone formatting is slow, and an export's rows come a few hours apart.
const offsets = new Map<number, number>();

/** An instant as the date and time it was in Montreal (Excel dates carry no zone). */
export function excelMontrealTime(iso: string): Date {
  const instant = Date.parse(iso);
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const t = montrealTime(new Date(hour * HOUR_MS));
    offset = Date.parse(`${t.date}T${String(t.hour).padStart(2, '0')}:00:00Z`) - hour * HOUR_MS;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return new Date(instant + offset);
}

function cell(type: CellType, value: string | number | null | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'money':
      return Number(value) / 100;
    case 'integer':
    case 'id':
    case 'percent':
      return Number(value);
    case 'date':
      return excelDay(String(value));
    case 'datetime':
      return excelMontrealTime(String(value));
    default:
      // Names, addresses and notes come from customers: none may run as a formula.
      return neutralizeFormula(String(value));
  }
}

/**
 * exceljs 4 writes a sheet into its own buffer (a StreamBuf) which hands every 64 kB to the
 * zip's input without heeding backpressure: left alone, a slow client would make the whole
 * file pile up in that input. Its `pipes` are the zip's inputs (streams that do say when they
 * are full); while the zip has not started on the sheet they are none yet. Null if exceljs
 * ever changes this (then only `out` is watched).
 */
function zipInputs(worksheet: ExcelJS.Worksheet): Writable[] | null {
  const stream = (worksheet as unknown as { stream?: { pipes?: unknown } }).stream;
  return Array.isArray(stream?.pipes) ? (stream.pipes as Writable[]) : null;
}

/**
 * Bytes written to a stream and not yet taken by what reads it (archiver's streams are
 * readable-stream 2's, without writableLength).
 */
const backlog = (s: Writable) =>
  s.writableLength ?? (s as { _writableState?: { length?: number } })._writableState?.length ?? 0;

/**
 * How much of the sheet may wait for the zip: enough for the rows of the next batch to be
 * written while the zip compresses the last ones (on the thread pool), little enough to stay
 * small whatever the size of the file.
 */
const ZIP_BACKLOG_BYTES = 4 * 1024 * 1024;

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** Rows written between two turns of the event loop (a few milliseconds of work). */
const ROWS_PER_TURN = 200;

/** Resolves when `stream` drains, or `out` closes (a vanished client never drains). */
function drained(stream: Writable, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const s of [stream, out]) s.off('close', done);
      stream.off('drain', done);
      resolve();
    };
    stream.on('drain', done);
    for (const s of [stream, out]) s.on('close', done);
  });
}

/**
 * Waits until what was written is on its way to the client: the zip's input holds at most
 * ZIP_BACKLOG_BYTES and `out` is not full. So the database is read no faster than the client
 * downloads, and a file is never held whole in memory.
 */
async function room(out: Writable, worksheet: ExcelJS.Worksheet): Promise<void> {
  for (let spins = 0; !out.destroyed;) {
    const inputs = zipInputs(worksheet);
    if (inputs?.length === 0 && spins < 1000) {
      spins += 1;
      await nextTick();
      continue;
    }
    const full =
      (inputs ?? []).find((s) => backlog(s) > ZIP_BACKLOG_BYTES && !s.destroyed) ??
      (out.writableNeedDrain ? out : undefined);
    if (!full) return;
    await drained(full, out);
  }
}

export class ExportAborted extends Error {
  constructor() {
    super('the client went away');
  }
}

/**
 * Writes one sheet as an XLSX file to `out` with exceljs's streaming writer: a header row in
 * the reader's language (bold, frozen), then each batch of rows as it comes, committed at once
 * so that exceljs keeps none of them. Between batches it waits until the bytes have gone on
 * (room), and stops (ExportAborted) when `out` is closed, so that neither a slow nor a vanished
 * client makes the server read ahead or hold the file. Returns the number of rows written.
 */
export async function writeWorkbook<Row>(out: Writable, sheet: SheetSpec<Row>, language: Language): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Fleurs en gros';
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(sheet.name[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  const formats = NUMBER_FORMATS[language];
  worksheet.columns = sheet.columns.map((c, i) => {
    const numFmt = formats[c.type];
    return {
      key: String(i),
      header: c.header[language],
      width: c.width ?? (c.type === 'text' ? 24 : 14),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let count = 0;
  for await (const rows of sheet.batches) {
    if (out.destroyed) throw new ExportAborted();
    for (const [i, row] of rows.entries()) {
      worksheet.addRow(sheet.columns.map((c) => cell(c.type, c.value(row, language)))).commit();
      // Other requests are served meanwhile: SQLite's queries never give the event loop a turn.
      if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTick();
    }
    count += rows.length;
    await room(out, worksheet);
  }
  if (out.destroyed) throw new ExportAborted();
  worksheet.commit();
  await workbook.commit();
  return count;
}
