import type { PriceListCell, PriceListRows } from '@shop/contract';
import { SpreadsheetError, type ReaderLimits } from './limits.js';
import { assertTableWithin, toTable, widthOf } from './table.js';

/** A plain decimal without a leading zero ("00123" is a code and stays text). */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** Where fields are separated by ';' (French Excel), the decimal mark is a comma: "12,50". */
function cell(text: string, sep: string): PriceListCell {
  const value = text.trim();
  if (value === '') return null;
  const decimal = sep === ';' ? value.replace(/^(-?\d+),(\d+)$/, '$1.$2') : value;
  return NUMBER.test(decimal) ? Number(decimal) : value;
}

/** Excel in French locales writes ';' between fields: a header with ';' and no ',' is read so. */
function separatorOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * RFC 4180: fields separated by commas, records by CRLF (or LF), quoted fields may hold
 * separators, line breaks and doubled quotes. A leading BOM is dropped. Reading stops as soon as
 * a row, column or cell limit is passed, so a huge file costs no more than the limits.
 */
export function readCsv(bytes: Uint8Array, limits: ReaderLimits): PriceListRows {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError('malformed');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const sep = separatorOf(text);
  const records: PriceListCell[][] = [];
  let record: PriceListCell[] = [];
  let field = '';
  let quoted = false;
  let width = 0;
  let i = 0;
  const endField = () => {
    record.push(cell(field, sep));
    field = '';
    if (record.length > limits.maxColumns) throw new SpreadsheetError('too-many-columns');
  };
  const endRecord = () => {
    endField();
    // Blank lines are skipped rather than read as rows of one empty cell.
    if (record.some((c) => c !== null)) {
      records.push(record);
      width = Math.max(width, widthOf(record));
      assertTableWithin(records.length, width, limits);
    }
    record = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) endField();
    else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new SpreadsheetError('malformed');
  if (field !== '' || record.length > 0) endRecord();
  return toTable(records, limits);
}
