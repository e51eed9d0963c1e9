import { neutralizeFormula } from '@shop/contract';
import { csvField } from '../../lib/csv.js';

/** A money amount as the import formats write it: dollars with a point and two decimals. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text field: never the start of a formula when a spreadsheet opens the file (customers
 * choose their names), quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function text(value: string | null | undefined): string {
  return csvField(neutralizeFormula((value ?? '').replace(/[\r\n]+/g, ' ')));
}

/** A line of a CSV file: fields already written (numbers as they are, texts through `text`). */
export const row = (fields: readonly string[]): string => `${fields.join(',')}\r\n`;
