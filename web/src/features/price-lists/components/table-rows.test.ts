import { describe, expect, it } from 'vitest';
import { moneyColumns, searchRows, sortRows } from './table-rows';

const rows = [
  ['Œillet rouge', 12],
  ['Rose Freedom', 18.5],
  ['Épine blanche', null],
  ['rose Avalanche', 2],
];

describe('price-list table rows', () => {
  it('finds rows by every word, ignoring case and accents', () => {
    expect(searchRows(rows, 'ROSE free')).toEqual([['Rose Freedom', 18.5]]);
    expect(searchRows(rows, 'oeillet')).toEqual([['Œillet rouge', 12]]);
    expect(searchRows(rows, 'epine')).toHaveLength(1);
    expect(searchRows(rows, '  ')).toBe(rows);
  });

  it('sorts numbers numerically and text by the language, empty cells last', () => {
    expect(sortRows(rows, { column: 1, direction: 'asc' }, 'fr').map((r) => r[1])).toEqual([2, 12, 18.5, null]);
    expect(sortRows(rows, { column: 1, direction: 'desc' }, 'fr').map((r) => r[1])).toEqual([18.5, 12, 2, null]);
    expect(sortRows(rows, { column: 0, direction: 'asc' }, 'fr').map((r) => r[0])).toEqual([
      'Épine blanche',
      'Œillet rouge',
      'rose Avalanche',
      'Rose Freedom',
    ]);
  });
});

describe('money columns', () => {
  it('finds the price columns by their header, in English or French', () => {
    expect([...moneyColumns(['Product', 'Colour', 'Price'])]).toEqual([2]);
    expect([...moneyColumns(['Produit', 'Prix unitaire', 'Coût ($)', 'Tiges'])]).toEqual([1, 2]);
    expect(moneyColumns(['Product', 'Stems', 'Priced by'])).toEqual(new Set());
  });
});
