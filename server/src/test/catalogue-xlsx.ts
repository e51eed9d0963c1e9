import ExcelJS from 'exceljs';
import { CATALOGUE_COLUMNS, type CatalogueColumn } from '@shop/contract';

export type CatalogueCells = Partial<Record<CatalogueColumn, string | number | null>>;

/** A new product of one box of 100 stems at $80, as a catalogue file row holds it. */
export const newCatalogueRow = (over: CatalogueCells): CatalogueCells => ({
  category: 'roses',
  unit: 'stem',
  stems_per_unit: 1,
  fresh: 1,
  active: 1,
  sections: 'all-products',
  pack_kind: 'box',
  pack_units: 100,
  pack_price: 80,
  pack_active: 1,
  ...over,
});

/** An XLSX of the catalogue's columns (issue 36, item 4): the rows given, new products by default. */
export async function catalogueXlsx(rows: CatalogueCells[], { fill = true } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue');
  sheet.addRow([...CATALOGUE_COLUMNS]);
  for (const row of rows) {
    const cells = fill ? newCatalogueRow(row) : row;
    sheet.addRow(CATALOGUE_COLUMNS.map((c) => cells[c] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as a CSV (UTF-8, comma separated, quoted where a cell needs it). */
export function catalogueCsv(rows: CatalogueCells[], { fill = true } = {}): Buffer {
  const cell = (v: string | number | null | undefined) => {
    const text = v === null || v === undefined ? '' : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CATALOGUE_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = fill ? newCatalogueRow(row) : row;
    lines.push(CATALOGUE_COLUMNS.map((c) => cell(cells[c])).join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
