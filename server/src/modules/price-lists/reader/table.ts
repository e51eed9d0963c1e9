import type { PriceListCell, PriceListRows } from '@shop/contract';
import { SpreadsheetError, type ReaderLimits } from './limits.js';

/**
 * Turns records into {columns, rows}: the first record names the columns (an unnamed one is
 * "Column N"), every row gets as many cells as there are columns, and empty trailing columns go.
 */
export function toTable(records: PriceListCell[][], limits: ReaderLimits): PriceListRows {
  const [header, ...rows] = records;
  if (!header) throw new SpreadsheetError('empty');
  if (rows.length > limits.maxRows) throw new SpreadsheetError('too-many-rows');
  let width = 0;
  for (const record of records) {
    const last = record.findLastIndex((c) => c !== null);
    width = Math.max(width, last + 1);
  }
  if (width > limits.maxColumns) throw new SpreadsheetError('too-many-columns');
  const columns = Array.from({ length: width }, (_, i) => {
    const name = header[i];
    return name === null || name === undefined ? `Column ${i + 1}` : String(name);
  });
  return { columns, rows: rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null)) };
}
