import type { Writable } from 'node:stream';
import type { ExportQuery, Language } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { categoriesBySlug, categoryNameOf } from '../../catalog/index.js';
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
      writeWorkbook(
        out,
        { name: sheet.name, columns: sheet.columns, batches: withCategoryNames(db, sheet.batches(db, range)) },
        language,
      ),
  };
}

/**
 * Rows that name a product's category (its slug) get the category's name in the reader's
 * language too (issue 36: categories are rows staff name); the others pass as they are.
 */
async function* withCategoryNames<Row>(db: Db, batches: AsyncIterable<Row[]>): AsyncIterable<Row[]> {
  let index: Awaited<ReturnType<typeof categoriesBySlug>> | null = null;
  for await (const rows of batches) {
    const first = rows[0] as { category?: unknown } | undefined;
    if (typeof first?.category !== 'string') {
      yield rows;
      continue;
    }
    index ??= await categoriesBySlug(db);
    const names = index;
    yield rows.map((row) => {
      const slug = (row as { category: string }).category;
      return { ...row, category_en: categoryNameOf(names, slug, 'en'), category_fr: categoryNameOf(names, slug, 'fr') };
    });
  }
}

interface ProductFields {
  sku: string;
  name_en: string;
  name_fr: string;
  /** The category's slug; its names in each language added as the rows are written (withCategoryNames). */
  category: string;
  category_en?: string;
  category_fr?: string;
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
    {
      header: { en: 'Category', fr: 'Catégorie' },
      type: 'text',
      width: 18,
      value: (r, l) => (l === 'fr' ? r.category_fr : r.category_en) ?? r.category,
    },
    { header: { en: 'Unit', fr: 'Unité' }, type: 'text', width: 9, value: (r, l) => label('unit', r.unit, l) },
  ];
}
