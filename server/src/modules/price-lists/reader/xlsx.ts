import ExcelJS from 'exceljs';
import type { PriceListCell, PriceListRows } from '@shop/contract';
import { SpreadsheetError, type ReaderLimits } from './limits.js';
import { toTable } from './table.js';
import { cellToValue } from './xlsx-cell.js';
import { assertInflatesWithin } from './zip-guard.js';

/**
 * Reads the first worksheet of an XLSX: the first non-empty row names the columns, the next ones
 * are the rows. The archive's inflated size is checked before exceljs unpacks anything, and the
 * sheet's size before any cell is converted.
 */
export async function readXlsx(buffer: Buffer, limits: ReaderLimits): Promise<PriceListRows> {
  await assertInflatesWithin(buffer, limits.maxInflatedBytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type predates Node's generic one.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new SpreadsheetError('malformed');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError('empty');
  // actualRowCount counts non-empty rows: header and data.
  if (sheet.actualRowCount > limits.maxRows + 1) throw new SpreadsheetError('too-many-rows');
  if (sheet.actualColumnCount > limits.maxColumns) throw new SpreadsheetError('too-many-columns');
  const records: PriceListCell[][] = [];
  sheet.eachRow((row) => {
    const record: PriceListCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column <= limits.maxColumns + 1) record[column - 1] = cellToValue(cell.value);
    });
    const filled = Array.from({ length: record.length }, (_, i) => record[i] ?? null);
    if (filled.some((c) => c !== null)) records.push(filled);
  });
  return toTable(records, limits);
}
