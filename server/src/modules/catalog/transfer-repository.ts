import type { PriceListSection } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ProductPackRow, ProductRow } from '../../db/schema.js';
import { allCategories } from './categories-repository.js';
import { allColours } from './colours-repository.js';
import { packsOf } from './packs-repository.js';
import { sectionsOf } from './repository.js';

/** A product with what the catalogue's bulk file holds of it (issue 36, item 4): its sections and packs. */
export type TransferProduct = ProductRow & { sections: PriceListSection[]; packs: ProductPackRow[] };

async function withParts(db: Db, rows: ProductRow[]): Promise<TransferProduct[]> {
  const ids = rows.map((r) => r.id);
  const [sections, packs] = await Promise.all([sectionsOf(db, ids), packsOf(db, ids)]);
  return rows.map((r) => ({ ...r, sections: sections.get(r.id) ?? [], packs: packs.get(r.id) ?? [] }));
}

/** A slice of every product by id after `after` (keyset), with its sections and packs: the export's rows. */
export async function transferBatch(db: Db, after: number | null, limit: number): Promise<TransferProduct[]> {
  let query = db.selectFrom('products').selectAll();
  if (after !== null) query = query.where('id', '>', after);
  return withParts(db, await query.orderBy('id').limit(limit).execute());
}

/** The products of these codes (by the SKU index, 500 at a time), with their sections and packs. */
export async function transferBySku(db: Db, skus: readonly string[]): Promise<Map<string, TransferProduct>> {
  const map = new Map<string, TransferProduct>();
  const unique = [...new Set(skus)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('sku', 'in', unique.slice(i, i + 500))
      .execute();
    for (const p of await withParts(db, rows)) map.set(p.sku, p);
  }
  return map;
}

/** What a file's names refer to: categories by slug (archived said), colours by id and by name in either language. */
export async function transferRefs(db: Db) {
  const [categories, colours] = await Promise.all([allCategories(db), allColours(db)]);
  const colourByName = new Map<string, number>();
  for (const c of colours) {
    colourByName.set(c.name_en.toLowerCase(), c.id);
    colourByName.set(c.name_fr.toLowerCase(), c.id);
  }
  return {
    categories: new Map(categories.map((c) => [c.slug, { id: c.id, archived: c.archived === 1 }])),
    colourNames: new Map(colours.map((c) => [c.id, c.name_en])),
    colourByName,
  };
}
