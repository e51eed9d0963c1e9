import type { PriceListCell, PriceListRows } from '@shop/contract';
import { neutralizeFormula } from '@shop/contract/spreadsheet-cells';

const safe = (cell: PriceListCell): PriceListCell => (typeof cell === 'string' ? neutralizeFormula(cell) : cell);

/** The rows as shown and served: a text that would start a formula is quoted. */
export function safeTable(table: PriceListRows): PriceListRows {
  return { columns: table.columns.map(neutralizeFormula), rows: table.rows.map((row) => row.map(safe)) };
}
