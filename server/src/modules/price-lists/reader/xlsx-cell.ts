import type { CellValue } from 'exceljs';
import type { PriceListCell } from '@shop/contract';

/** A day as 'YYYY-MM-DD'. Excel dates carry no zone; exceljs hands them over as UTC midnight. */
const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10));

/**
 * One cell as the price list shows it. A formula gives the result Excel saved with the file: it
 * is never evaluated here. Rich text is joined, a hyperlink gives its text, an error its code.
 */
export function cellToValue(value: CellValue): PriceListCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value) return cellToValue(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return cellToValue(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellToValue(value.result ?? null);
  if ('error' in value) return value.error;
  return null;
}
