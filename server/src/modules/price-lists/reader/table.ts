import type { PriceListCell, PriceListRows } from '@shop/contract';
import { SpreadsheetError, type ReaderLimits } from './limits.js';

/**
 * Refuses a table past a limit, as soon as one is passed: `records` counts the header, `width`
 * is the widest record so far (to its last non-empty cell). Both only grow while a file is read,
 * so the readers ask after each record and stop there.
 */
export function assertTableWithin(records: number, width: number, limits: ReaderLimits): void {
  if (width > limits.maxColumns) throw new SpreadsheetError('too-many-columns');
  if (records > limits.maxRows + 1) throw new SpreadsheetError('too-many-rows');
  if (Math.max(0, records - 1) * width > limits.maxCells) throw new SpreadsheetError('too-many-cells');
}

/** The width of a record: up to its last non-empty cell. */
export const widthOf = (record: PriceListCell[]): number => record.findLastIndex((c) => c !== null) + 1;

/**
 * Turns records into {columns, rows}: the first record names the columns (an unnamed one is
 * "Column N"), every row gets as many cells as there are columns, and empty trailing columns go.
 */
export function toTable(records: PriceListCell[][], limits: ReaderLimits): PriceListRows {
  const [header, ...rows] = records;
  if (!header) throw new SpreadsheetError('empty');
  let width = 0;
  for (const record of records) width = Math.max(width, widthOf(record));
  assertTableWithin(records.length, width, limits);
  const columns = Array.from({ length: width }, (_, i) => {
    const name = header[i];
    return name === null || name === undefined ? `Column ${i + 1}` : String(name);
  });
  return { columns, rows: rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null)) };
}
