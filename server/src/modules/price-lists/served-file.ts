import ExcelJS from 'exceljs';
import type { PriceListCell, PriceListRows } from '@shop/contract';
import { neutralizeFormula } from '@shop/contract';

const safe = (cell: PriceListCell): PriceListCell => (typeof cell === 'string' ? neutralizeFormula(cell) : cell);

/** The rows as shown and served: a text that would start a formula is quoted. */
export function safeTable(table: PriceListRows): PriceListRows {
  return { columns: table.columns.map(neutralizeFormula), rows: table.rows.map((row) => row.map(safe)) };
}

const csvField = (value: PriceListCell) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The file customers download, written from the safe rows: never the upload as it came, which
 * could carry formulas. UTF-8 CSV with a BOM (so that Excel reads accents), or a one-sheet XLSX
 * of plain values.
 */
export async function servedFile(kind: 'csv' | 'xlsx', table: PriceListRows): Promise<Buffer> {
  const records = [table.columns, ...table.rows];
  if (kind === 'csv') {
    return Buffer.from(`\uFEFF${records.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(records);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
