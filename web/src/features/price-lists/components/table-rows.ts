import type { PriceListCell } from '@shop/contract/price-lists';

export interface SortState {
  column: number;
  direction: 'asc' | 'desc';
}

/** Lower-case, without accents: "oeillet" finds "Œillet", "epine" finds "Épine". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase();

/** Rows where every word of the search appears in some cell. */
export function searchRows(rows: PriceListCell[][], search: string): PriceListCell[][] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = fold(row.map((c) => (c === null ? '' : String(c))).join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** Numbers before text, empty cells last whatever the direction; text compared in the reader's language. */
export function sortRows(rows: PriceListCell[][], sort: SortState | null, locale: string): PriceListCell[][] {
  if (!sort) return rows;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.column] ?? null;
    const y = b[sort.column] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    if (typeof x === 'number') return -sign;
    if (typeof y === 'number') return sign;
    return sign * collator.compare(x, y);
  });
}

/**
 * The columns that hold money, by their header ("Price", "Prix", "Cost", "$"…): their numbers
 * are shown as the reader's money ("9,90 $" in French) and stay in view on a phone.
 */
export function moneyColumns(columns: readonly string[]): Set<number> {
  const money = /\b(price|prices|prix|cost|co[uû]t|amount|montant|tarif)\b|\$/i;
  return new Set(columns.flatMap((name, i) => (money.test(name) ? [i] : [])));
}
