import { isUtf8 } from 'node:buffer';
import { PRICE_LIST_FILE } from '@shop/contract';

const XLSX = PRICE_LIST_FILE.types[1];

/**
 * The type of an uploaded price list, by content. A CSV has no magic bytes: a file with no
 * detected type passes as CSV only when it is named .csv and is UTF-8 text without NUL bytes.
 * A plain zip named .xlsx is taken as XLSX so that a damaged workbook is told apart (422 when it
 * cannot be read) from a file of the wrong kind (415).
 */
export function resolvePriceListType(
  detected: { mime: string; ext: string } | undefined,
  filename: string,
  buffer: Buffer,
): { mime: string; ext: string } | undefined {
  if (detected?.mime === 'application/zip' && /\.xlsx$/i.test(filename)) return { mime: XLSX, ext: 'xlsx' };
  if (detected) return detected;
  if (/\.csv$/i.test(filename) && !buffer.includes(0) && isUtf8(buffer)) return { mime: 'text/csv', ext: 'csv' };
  return undefined;
}
