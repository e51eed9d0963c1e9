import { writtenPacks, type PackWrite, type PriceListSection, type ProductWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { CategoryRow, ColourRow, ProductRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { allCategories } from './categories-repository.js';
import { allColours } from './colours-repository.js';
import { packsOf } from './packs-repository.js';
import { keepWordPrefixes, productRowColumns } from './repository.js';

/**
 * A bulk import's writes (issue 36, item 4), a chunk of products at a time in the caller's
 * transaction: a few statements a chunk, not several a product. The same rows as the form's
 * writes (insertProduct, updateProduct) give; the caller keeps a chunk under the databases'
 * limits on a statement's values (SQLite's 32,766): 400 products of 30 columns, their packs
 * (10 at most each, 7 columns).
 */

/** What a write's names refer to, found once for the whole import (categories and colours are a short list). */
export async function importRefs(db: Db) {
  const [categories, colours] = await Promise.all([allCategories(db), allColours(db)]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const colourById = new Map(colours.map((c) => [c.id, c]));
  // By either language's name, whatever the case; the first by id when two share one (as findColourByName).
  const colourByName = new Map<string, ColourRow>();
  for (const c of [...colours].sort((a, b) => b.id - a.id)) {
    colourByName.set(c.name_en.toLowerCase(), c);
    colourByName.set(c.name_fr.toLowerCase(), c);
  }
  return (p: ProductWrite): { category: CategoryRow | undefined; colour: ColourRow | undefined } => ({
    category:
      p.category_id !== undefined
        ? categoryById.get(p.category_id)
        : p.category
          ? categoryBySlug.get(p.category)
          : undefined,
    colour: p.colour_id
      ? colourById.get(p.colour_id)
      : p.color
        ? colourByName.get(p.color.trim().toLowerCase())
        : undefined,
  });
}
export type ImportRefs = Awaited<ReturnType<typeof importRefs>>;

const columnsOf = (refs: ImportRefs, p: ProductWrite, before?: ProductRow) => {
  const { category, colour } = refs(p);
  return productRowColumns(p, category, colour, before);
};

/** Rows with the same columns in one statement each (a write that leaves low_stock_at out keeps the default). */
async function insertByShape<R extends object>(rows: readonly R[], insert: (rows: R[]) => Promise<unknown>) {
  const shapes = new Map<string, R[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',');
    shapes.set(key, [...(shapes.get(key) ?? []), row]);
  }
  for (const group of shapes.values()) await insert(group);
}

const packColumns = (pack: PackWrite, position: number) => ({
  kind: pack.kind,
  units: pack.units,
  price_cents: pack.price_cents,
  active: pack.active ? 1 : 0,
  position,
});

async function insertSections(db: Db, sections: { product_id: number; section: PriceListSection }[]) {
  if (sections.length > 0) await db.insertInto('product_sections').values(sections).execute();
}

const sectionRows = (id: number, p: ProductWrite) =>
  [...new Set(p.sections)].map((section) => ({ product_id: id, section }));

/**
 * New products: one insert of the products (their ids back by SKU, which is unique), one of
 * their sections, one of their packs, one of their words' starts. Gives the ids in the order of
 * `inputs`. A SKU taken fails the insert (the caller's failOnUnique).
 */
export async function insertProducts(db: Db, refs: ImportRefs, inputs: readonly ProductWrite[], nowIso: string) {
  if (inputs.length === 0) return [];
  const rows = inputs.map((p) => ({ ...columnsOf(refs, p), created_at: nowIso, updated_at: nowIso }));
  const idOf = new Map<string, number>();
  await insertByShape(rows, async (group) => {
    const inserted = await db.insertInto('products').values(group).returning(['id', 'sku']).execute();
    for (const r of inserted) idOf.set(r.sku, r.id);
  });
  const ids = inputs.map((p) => idOf.get(p.sku)!);
  await insertSections(
    db,
    inputs.flatMap((p, i) => sectionRows(ids[i]!, p)),
  );
  // Every pack is new: its breaks as written, none when it names none.
  const packs = inputs.flatMap((p, i) =>
    writtenPacks(p).map((pack, position) => ({
      ...packColumns(pack, position),
      breaks: JSON.stringify(pack.breaks ?? []),
      product_id: ids[i]!,
    })),
  );
  if (packs.length > 0) await db.insertInto('product_packs').values(packs).execute();
  await keepWordPrefixes(
    db,
    rows.flatMap((r) => [r.search_en, r.search_fr]),
  );
  return ids;
}

/**
 * Products changed, as updateProduct would change each (their packs by the same rule as
 * replacePacks: one with an id of the product's changed, one without added, those left out
 * taken off): an update a product and a pack changed; the sections, the packs taken off, the
 * packs added and the words' starts in one statement each. False when a product is gone.
 */
export async function updateProducts(
  db: Db,
  refs: ImportRefs,
  writes: readonly { id: number; input: ProductWrite; before: ProductRow }[],
  nowIso: string,
): Promise<boolean> {
  if (writes.length === 0) return true;
  const ids = writes.map((w) => w.id);
  const packsBefore = await packsOf(db, ids);
  const lines: string[] = [];
  const gone: number[] = [];
  const added: (ReturnType<typeof packColumns> & { product_id: number; breaks: string })[] = [];
  for (const { id, input, before } of writes) {
    const columns = columnsOf(refs, input, before);
    lines.push(columns.search_en, columns.search_fr);
    const result = await db
      .updateTable('products')
      .set({ ...columns, updated_at: nowIso })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const known = new Set((packsBefore.get(id) ?? []).map((p) => p.id));
    const listed = writtenPacks(input);
    listed.forEach((pack, i) => {
      if (pack.id !== undefined && !known.has(pack.id))
        throw new DomainError('PACK_UNKNOWN', undefined, { field: `packs.${i}.id` });
    });
    const kept = new Set(listed.map((p) => p.id));
    gone.push(...[...known].filter((k) => !kept.has(k)));
    for (const [position, pack] of listed.entries()) {
      if (pack.id === undefined) {
        added.push({ ...packColumns(pack, position), breaks: JSON.stringify(pack.breaks ?? []), product_id: id });
        continue;
      }
      // A pack of the product's written without breaks keeps its own (decision 060).
      const breaks = pack.breaks !== undefined ? { breaks: JSON.stringify(pack.breaks) } : {};
      await db
        .updateTable('product_packs')
        .set({ ...packColumns(pack, position), ...breaks })
        .where('id', '=', pack.id)
        .execute();
    }
  }
  if (gone.length > 0) await db.deleteFrom('product_packs').where('id', 'in', gone).execute();
  if (added.length > 0) await db.insertInto('product_packs').values(added).execute();
  await db.deleteFrom('product_sections').where('product_id', 'in', ids).execute();
  await insertSections(
    db,
    writes.flatMap((w) => sectionRows(w.id, w.input)),
  );
  await keepWordPrefixes(db, lines);
  return true;
}

/** Several products' rows by id (for the trail, before and after a chunk's writes). */
export async function productsWithIds(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
