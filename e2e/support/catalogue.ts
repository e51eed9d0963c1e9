import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { CATALOGUE_COLUMNS } from '@shop/contract';
import { expect } from './fixtures';

/** A row of the catalogue's spreadsheet (issue 36, item 4): its columns by name. */
export type CatalogueCells = Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string | number | null>>;

/** An XLSX of the catalogue's columns with these rows. */
export async function catalogueFile(rows: CatalogueCells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue');
  sheet.addRow([...CATALOGUE_COLUMNS]);
  for (const row of rows) sheet.addRow(CATALOGUE_COLUMNS.map((c) => row[c] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A fresh rose sold by the box of 100 stems at 80.00, as the file writes it. */
export const catalogueRow = (sku: string, name: string): CatalogueCells => ({
  sku,
  name_en: name,
  name_fr: name,
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
});

/** Makes that product through the API (staff signed in); answers its pack's id, which the file names. */
export async function createBoxedRose(
  request: APIRequestContext,
  product: { sku: string; name_en: string; name_fr: string },
): Promise<number> {
  const created = await request.post('/api/products', {
    data: {
      ...product,
      category: 'roses',
      fresh: true,
      active: true,
      sections: ['all-products'],
      packs: [{ kind: 'box', units: 100, price_cents: 8000, active: true }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { product: { packs: { id: number }[] } } }).data.product.packs[0]!.id;
}
