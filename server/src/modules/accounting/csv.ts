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

/** How a file's text is written: as the program that reads it expects (decision 051). */
export type FileEncoding = 'utf8' | 'utf8-bom' | 'windows-1252';

/** Windows-1252's characters from 0x80 to 0x9f (Latin-1 has controls there). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * A file's bytes: UTF-8 for a program that reads it (QuickBooks Online: a byte order mark would
 * join the first column's name); UTF-8 with the mark for a spreadsheet (Excel reads accents
 * right only with it); Windows-1252 for Sage 50, a Windows program that reads text files in the
 * system's code page (a character it lacks becomes '?').
 */
export function encodeFile(textValue: string, encoding: FileEncoding): Buffer {
  if (encoding === 'utf8') return Buffer.from(textValue, 'utf8');
  if (encoding === 'utf8-bom') return Buffer.from(`\uFEFF${textValue}`, 'utf8');
  const bytes = Buffer.alloc(textValue.length);
  let n = 0;
  for (const c of textValue) {
    const code = c.codePointAt(0)!;
    const high = CP1252_HIGH.indexOf(c);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes[n++] = code;
    else if (high >= 0 && !/[\u0081\u008d\u008f\u0090\u009d]/.test(c)) bytes[n++] = 0x80 + high;
    else bytes[n++] = 0x3f;
  }
  return bytes.subarray(0, n);
}
