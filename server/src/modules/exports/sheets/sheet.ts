import type { Writable } from 'node:stream';
import type { ExportQuery, Language } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { label } from '../labels.js';
import { writeWorkbook, type Column } from '../workbook.js';

export type ExportRange = Pick<ExportQuery, 'from' | 'to'>;

/** One export: its file and sheet names, its columns, and how its rows are read in batches. */
export interface SheetDefinition<Row> {
  file: Record<Language, string>;
  name: Record<Language, string>;
  columns: Column<Row>[];
  batches: (db: Db, range: ExportRange) => AsyncIterable<Row[]>;
}

/** An export ready to stream: its file name, and the writing of its workbook to a stream. */
export interface ExportSheet {
  file: Record<Language, string>;
  write(out: Writable, db: Db, range: ExportRange, language: Language): Promise<number>;
}

export function defineSheet<Row>(sheet: SheetDefinition<Row>): ExportSheet {
  return {
    file: sheet.file,
    write: (out, db, range, language) =>
      writeWorkbook(out, { name: sheet.name, columns: sheet.columns, batches: sheet.batches(db, range) }, language),
  };
}

interface ProductFields {
  sku: string;
  name_en: string;
  name_fr: string;
  category: string;
  unit: string;
}

/** The columns that name a product, first in every per-product sheet. */
export function productColumns<Row extends ProductFields>(): Column<Row>[] {
  return [
    { header: { en: 'SKU', fr: 'Code' }, type: 'text', width: 14, value: (r) => r.sku },
    {
      header: { en: 'Product', fr: 'Produit' },
      type: 'text',
      width: 36,
      value: (r, l) => (l === 'fr' ? r.name_fr : r.name_en),
    },
    { header: { en: 'Category', fr: 'Catégorie' }, type: 'text', width: 14, value: (r) => r.category },
    { header: { en: 'Unit', fr: 'Unité' }, type: 'text', width: 9, value: (r, l) => label('unit', r.unit, l) },
  ];
}
