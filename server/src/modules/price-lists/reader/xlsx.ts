import type { Entry } from 'yauzl';
import type { PriceListCell, PriceListRows } from '@shop/contract';
import { SpreadsheetError, type ReaderLimits } from './limits.js';
import { assertTableWithin, toTable, widthOf } from './table.js';
import { cellValue, columnIndex, type RawCell } from './xlsx-cell.js';
import { dateStyles, sharedStrings, workbookParts, type Entries } from './xlsx-parts.js';
import { readXmlEntry } from './xml-entry.js';
import { assertInflatesWithin, openZip } from './zip-guard.js';

/**
 * Reads the first worksheet of an XLSX: the first non-empty row names the columns, the next ones
 * are the rows. The archive's inflated size is checked first; then the sheet is read as a stream
 * of XML events, a row at a time, and reading stops at the first row that passes a row, column
 * or cell limit: what a file costs is bounded by the limits, not by the file.
 */
export async function readXlsx(buffer: Buffer, limits: ReaderLimits): Promise<PriceListRows> {
  await assertInflatesWithin(buffer, limits.maxInflatedBytes);
  const zip = await openZip(buffer);
  const entries = await listEntries(zip);
  const parts = await workbookParts(zip, entries);
  const styles = await dateStyles(zip, parts.styles);
  const strings = await sharedStrings(zip, parts.sharedStrings, limits);
  const records = await readSheet(zip, parts.sheet, limits, { strings, styles, date1904: parts.date1904 });
  return toTable(records, limits);
}

function listEntries(zip: Awaited<ReturnType<typeof openZip>>): Promise<Entries> {
  const entries: Entries = new Map();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName.toLowerCase(), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new SpreadsheetError('malformed')));
    zip.readEntry();
  });
}

interface SheetContext {
  strings: string[];
  styles: boolean[];
  date1904: boolean;
}

/** The sheet's non-empty rows as records, checked against the limits after each row. */
async function readSheet(
  zip: Awaited<ReturnType<typeof openZip>>,
  sheet: Entry,
  limits: ReaderLimits,
  context: SheetContext,
): Promise<PriceListCell[][]> {
  const records: PriceListCell[][] = [];
  let width = 0;
  let record: PriceListCell[] | null = null;
  let cell: (RawCell & { column: number }) | null = null;
  let nextColumn = 0;
  // Which text the parser is in: a value (<v>), an inline string's text (<is><t>), or none.
  let into: 'v' | 't' | null = null;
  let phonetic = 0;
  await readXmlEntry(zip, sheet, {
    open(name, a) {
      if (name === 'row') {
        record = [];
        nextColumn = 0;
      } else if (name === 'c' && record) {
        const column = a.r ? columnIndex(a.r) : nextColumn;
        if (column < 0) throw new SpreadsheetError('malformed');
        nextColumn = column + 1;
        cell = { column, type: a.t ?? 'n', style: Number(a.s ?? 0), value: '', text: '' };
      } else if (name === 'v' && cell) into = 'v';
      else if (name === 't' && cell) into = 't';
      else if (name === 'rPh') phonetic += 1;
    },
    text(value) {
      if (!cell || into === null) return;
      if (into === 'v') cell.value += value;
      else if (phonetic === 0) cell.text += value;
    },
    close(name) {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && record) {
        const value = cellValue(cell, context);
        // A value past the column limit refuses the file; empty cells there do not.
        if (value !== null) {
          if (cell.column >= limits.maxColumns) throw new SpreadsheetError('too-many-columns');
          record[cell.column] = value;
        }
        cell = null;
      } else if (name === 'row' && record) {
        const filled: PriceListCell[] = Array.from({ length: record.length }, (_, i) => record![i] ?? null);
        const recordWidth = widthOf(filled);
        if (recordWidth > 0) {
          records.push(filled);
          width = Math.max(width, recordWidth);
          assertTableWithin(records.length, width, limits);
        }
        record = null;
      }
    },
  });
  return records;
}
