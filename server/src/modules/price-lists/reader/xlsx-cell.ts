import type { PriceListCell } from '@shop/contract';

/** A cell as the sheet's XML gives it: its type (`t`), style (`s`), <v> and inline string. */
export interface RawCell {
  type: string;
  style: number;
  value: string;
  text: string;
}

/** A day as 'YYYY-MM-DD'. Excel dates carry no zone: they are read as UTC. */
const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10));

/** An Excel serial day (1900 or 1904 based) as a date, rounded to the millisecond as exceljs did. */
const serialToDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

const text = (value: string): PriceListCell => (value.trim() === '' ? null : value);

/** The 0-based column of a reference ('B7' is 1), or -1 when it names none. */
export function columnIndex(reference: string): number {
  let column = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  return letters === 0 || letters > 3 ? -1 : column - 1;
}

/**
 * One cell as the price list shows it. A formula gives the result Excel saved with the file: it
 * is never evaluated here. Rich text is joined, an error gives its code, a number in a date
 * format its day, a boolean TRUE or FALSE.
 */
export function cellValue(
  cell: RawCell,
  context: { strings: string[]; styles: boolean[]; date1904: boolean },
): PriceListCell {
  switch (cell.type) {
    case 's':
      return text(context.strings[Number(cell.value)] ?? '');
    case 'inlineStr':
      return text(cell.text);
    case 'str':
    case 'e':
      return text(cell.value);
    case 'b':
      return cell.value.trim() === '' ? null : cell.value.trim() === '1' ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.value.trim() === '' ? null : isoDay(new Date(cell.value.trim()));
    default: {
      if (cell.value.trim() === '') return null;
      const number = Number(cell.value);
      if (!Number.isFinite(number)) return null;
      return context.styles[cell.style] ? isoDay(serialToDate(number, context.date1904)) : number;
    }
  }
}
