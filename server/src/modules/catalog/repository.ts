import { sql, type ExpressionBuilder } from 'kysely';
import { addDays } from '@shop/contract';
import { montrealDayStart } from '../../lib/business-date.js';
import {
  defaultPack,
  writtenPacks,
  type PriceListSection,
  type ProductListParams,
  type ProductWrite,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import { likeContains } from '../../db/like.js';
import type { CategoryRow, ColourRow, Database, ProductRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { allCategories, findCategory, findCategoryBySlug } from './categories-repository.js';
import { findColour, findColourByName } from './colours-repository.js';
import {
  candidatePieces,
  indexedMatch,
  productSearch,
  readingsFound,
  relevanceOrder,
  searchedTokens,
  type ProductSearch,
} from './search-rank.js';
import { productSearchColumns, wordPrefixes } from './search-text.js';
import { baseUnitPriceSql, replacePacks } from './packs-repository.js';

/**
 * The category and colour rows a product written names: by id, or as the calls of today write
 * them, by slug (`category`) and by a colour's name (`color`, either language).
 */
export async function productRefs(
  db: Db,
  p: Pick<ProductWrite, 'category_id' | 'category' | 'colour_id' | 'color'>,
): Promise<{ category: CategoryRow | undefined; colour: ColourRow | undefined }> {
  const [category, colour] = await Promise.all([
    p.category_id !== undefined
      ? findCategory(db, p.category_id)
      : p.category
        ? findCategoryBySlug(db, p.category)
        : undefined,
    p.colour_id ? findColour(db, p.colour_id) : p.color ? findColourByName(db, p.color) : undefined,
  ]);
  return { category, colour };
}

/**
 * A product's row as written. Its unit and stems are the base unit its stock is counted in: a
 * stem when a write with packs names none, and never changed by a write that leaves it out (its
 * stock would change meaning); its price is its default pack's (decision 052).
 */
async function productColumns(db: Db, p: ProductWrite, before?: Pick<ProductRow, 'unit' | 'stems_per_unit'>) {
  const { category, colour } = await productRefs(db, p);
  return productRowColumns(p, category, colour, before);
}

/** productColumns with the category and colour the write names already found (a bulk import finds them all at once). */
export function productRowColumns(
  p: ProductWrite,
  category: CategoryRow | undefined,
  colour: ColourRow | undefined,
  before?: Pick<ProductRow, 'unit' | 'stems_per_unit'>,
) {
  if (!category) throw new DomainError('CATEGORY_UNKNOWN');
  // A colour of the list is kept as its English name too (what the search and the readers of
  // before read); one typed that the list does not know stays as typed, with no row.
  const color = colour ? colour.name_en.toLowerCase() : (p.color ?? null);
  const searchable = { ...p, color, colour_names: colour ? [colour.name_en, colour.name_fr] : [] };
  return {
    sku: p.sku,
    name_en: p.name_en,
    name_fr: p.name_fr,
    description_en: p.description_en ?? null,
    description_fr: p.description_fr ?? null,
    category: category.slug,
    category_id: category.id,
    variety: p.variety ?? null,
    color,
    colour_id: colour?.id ?? null,
    grade: p.grade ?? null,
    length_cm: p.length_cm ?? null,
    stems_per_bunch: p.stems_per_bunch ?? null,
    origin: p.origin ?? null,
    unit: p.unit ?? before?.unit ?? 'stem',
    stems_per_unit: p.stems_per_unit ?? before?.stems_per_unit ?? 1,
    price_cents: defaultPack(writtenPacks(p))?.price_cents ?? 0,
    fresh: p.fresh ? 1 : 0,
    active: p.active ? 1 : 0,
    ...(p.low_stock_at === undefined ? {} : { low_stock_at: p.low_stock_at }),
    ...productSearchColumns(searchable),
  };
}

export async function insertProduct(db: Db, p: ProductWrite, nowIso: string): Promise<number> {
  const columns = await productColumns(db, p);
  const { id } = await db
    .insertInto('products')
    .values({ ...columns, created_at: nowIso, updated_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceSections(db, id, p.sections);
  await writePacks(db, id, p);
  await keepWordPrefixes(db, [columns.search_en, columns.search_fr]);
  return id;
}

export async function updateProduct(db: Db, id: number, p: ProductWrite, nowIso: string): Promise<boolean> {
  const columns = await productColumns(db, p, await findProduct(db, id));
  const result = await db
    .updateTable('products')
    .set({ ...columns, updated_at: nowIso })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await replaceSections(db, id, p.sections);
  await writePacks(db, id, p);
  await keepWordPrefixes(db, [columns.search_en, columns.search_fr]);
  return true;
}

/** The product's packs as written, and its price: its default pack's, as all its packs now are (decision 052). */
async function writePacks(db: Db, id: number, p: ProductWrite): Promise<void> {
  const packs = await replacePacks(db, id, writtenPacks(p), !p.packs);
  const price = defaultPack(packs.map((k) => ({ ...k, active: k.active === 1 })))?.price_cents;
  if (price !== undefined) await db.updateTable('products').set({ price_cents: price }).where('id', '=', id).execute();
}

/** The starts of products' search words, for the search's readings (those already kept stay). */
export async function keepWordPrefixes(db: Db, lines: string[]): Promise<void> {
  const prefixes = wordPrefixes(lines);
  // A bulk import's lines hold thousands: a statement per 1,000, under SQLite's variable limit.
  for (let i = 0; i < prefixes.length; i += 1000)
    await db
      .insertInto('product_word_prefixes')
      .values(prefixes.slice(i, i + 1000).map((prefix) => ({ prefix })))
      .onConflict((oc) => oc.column('prefix').doNothing())
      .execute();
}

/**
 * A search as it runs: the pieces a run of letters typed together may be cut into are kept only
 * where each starts a word of the catalogue (one look-up by the primary key), so that "roswhit"
 * is tried as "ros whit", not as the dozens of cuts nothing starts with.
 */
export async function loadProductSearch(db: Db, search: string | undefined): Promise<ProductSearch> {
  const pieces = candidatePieces(searchedTokens(search));
  const found =
    pieces.length === 0
      ? []
      : await db.selectFrom('product_word_prefixes').select('prefix').where('prefix', 'in', pieces).execute();
  return productSearch(search, new Set(found.map((row) => row.prefix)));
}

async function replaceSections(db: Db, productId: number, sections: readonly PriceListSection[]): Promise<void> {
  await db.deleteFrom('product_sections').where('product_id', '=', productId).execute();
  const unique = [...new Set(sections)];
  if (unique.length > 0) {
    await db
      .insertInto('product_sections')
      .values(unique.map((section) => ({ product_id: productId, section })))
      .execute();
  }
}

export function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sections of several products at once, for a page of results. */
export async function sectionsOf(db: Db, productIds: number[]): Promise<Map<number, PriceListSection[]>> {
  const map = new Map<number, PriceListSection[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .selectFrom('product_sections')
    .select(['product_id', 'section'])
    .where('product_id', 'in', productIds)
    .orderBy('section')
    .execute();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row.section]);
  return map;
}

export interface ProductFilter {
  ids?: number[] | undefined;
  /** A category and its children (categoryAndChildren). */
  categoryIds?: number[] | undefined;
  colour?: number | undefined;
  length?: number | undefined;
  origin?: string | undefined;
  section?: PriceListSection | undefined;
  active: 'active' | 'inactive' | 'all';
  lowStock?: boolean;
  /** Stock arrived at or after this instant (`new=`, arrivedSince). */
  arrivedSince?: string | undefined;
}

/**
 * Filters shared by the catalogue and the inventory lists. A search (loadProductSearch) finds the
 * products whose search_text holds every word typed, and those whose search lines hold the starts
 * of the words typed, in order, also run together (search-rank.ts).
 */
export function filteredProducts(db: Db, filter: ProductFilter, search?: ProductSearch) {
  let query = db.selectFrom('products');
  if (filter.active !== 'all') query = query.where('products.active', '=', filter.active === 'active' ? 1 : 0);
  if (filter.ids) query = query.where('products.id', 'in', filter.ids);
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  if (filter.colour !== undefined) query = query.where('products.colour_id', '=', filter.colour);
  if (filter.length !== undefined) query = query.where('products.length_cm', '=', filter.length);
  if (filter.origin !== undefined) query = query.where('products.origin', '=', filter.origin);
  if (filter.section) {
    const section = filter.section;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_sections as s')
          .select('s.product_id')
          .whereRef('s.product_id', '=', 'products.id')
          .where('s.section', '=', section),
      ),
    );
  }
  if (filter.arrivedSince !== undefined) query = query.where('products.arrived_at', '>=', filter.arrivedSince);
  if (filter.lowStock) query = query.whereRef('products.on_hand', '<=', 'products.low_stock_at');
  if (search && search.words.length > 0) {
    query = query.where(searchCondition(search));
    // SQLite reads every product for a LIKE '%x%': its trigram index names those that may match
    // first (0079). PostgreSQL's planner reads its trigram indexes for the LIKEs themselves.
    const match = isPostgres(db) ? null : indexedMatch(search);
    if (match !== null)
      query = query.where(
        'products.id',
        'in',
        sql<number>`(select rowid from products_fts where products_fts match ${match})`,
      );
  }
  return query;
}

/**
 * What a search finds, looked for without accents as the search texts hold them ("oeillet"
 * finds the Œillets): every typed word in search_text, or a reading's starts of words in order.
 */
export function searchCondition(search: ProductSearch) {
  const inOrder = readingsFound(search);
  return (eb: ExpressionBuilder<Database, 'products'>) => {
    const all = eb.and(search.words.map((word) => likeContains('products.search_text', word)));
    return inOrder ? eb.or([all, inOrder]) : all;
  };
}

/**
 * A category named by slug or id, with its children (filtering by a category includes them); no
 * id at all when none has that name.
 */
export async function categoryAndChildren(db: Db, ref: string): Promise<number[]> {
  const rows = await allCategories(db);
  const found = rows.find((r) => r.slug === ref || (/^\d+$/.test(ref) && r.id === Number(ref)));
  if (!found) return [];
  return [found.id, ...rows.filter((r) => r.parent_id === found.id).map((r) => r.id)];
}

/** The list's filters as the query reads them: a category becomes its id and its children's. */
export async function productFilter(
  db: Db,
  params: Omit<ProductListParams, 'page' | 'limit'> & { lowStock?: boolean; today?: string },
): Promise<ProductFilter> {
  const { category, new: days, today, ...others } = params;
  const rest = { ...others, ...(days !== undefined && today ? { arrivedSince: arrivedSince(today, days) } : {}) };
  if (category === undefined) return rest;
  const ids = await categoryAndChildren(db, category);
  // No category of that name: nothing matches (an id no row has).
  return { ...rest, categoryIds: ids.length > 0 ? ids : [0] };
}

/** The first instant of the last `days` business days, today the first (`new=`). */
export function arrivedSince(today: string, days: number): string {
  return montrealDayStart(addDays(today, 1 - days));
}

/**
 * A list call as it runs: its page, and its count apart (the facets' counts give the total
 * when they are asked for: listProductsWithFacets).
 */
export async function productListing(
  db: Db,
  /** `today`, the business day, for the `new=` filter. */
  params: ProductListParams & { lowStock?: boolean; today?: string },
  orderBy: 'name_en' | 'name_fr',
) {
  // A search is ranked unless the caller asks for names or arrivals (the pickers, Ctrl+K, the
  // shop and the inventory list all want the best match first).
  const search = await loadProductSearch(db, params.search);
  const byArrival = params.sort === 'arrival';
  const relevance = params.sort !== 'name' && !byArrival && search.words.length > 0;
  const filter = await productFilter(db, params);
  const base = filteredProducts(db, filter, search);
  let ordered = base.selectAll('products');
  // Newest arrival first, the never received last (the products_arrived_at index's order).
  if (byArrival) ordered = ordered.orderBy(sql`products.arrived_at desc nulls last`);
  if (relevance) {
    ordered = ordered.orderBy(relevanceOrder(search)).orderBy(sql`length(${sql.ref(`products.${orderBy}`)})`);
  }
  const page = () =>
    ordered
      .orderBy(`products.${orderBy}`)
      .orderBy('products.id')
      .limit(params.limit)
      .offset((params.page - 1) * params.limit)
      .execute();
  const count = async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { page, count, filter, search };
}

export async function listProducts(
  db: Db,
  params: ProductListParams & { lowStock?: boolean; today?: string },
  orderBy: 'name_en' | 'name_fr',
) {
  const { page, count } = await productListing(db, params, orderBy);
  const [rows, total] = await Promise.all([page(), count()]);
  return { rows, total };
}

/**
 * The active products in stock whose stock arrived at or after `since` (an instant), newest
 * first, at most `limit` (the fresh list; the products_arrived_at index).
 */
export function productsArrivedSince(db: Db, since: string, limit: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('arrived_at', '>=', since)
    .where('active', '=', 1)
    .where('on_hand', '>', 0)
    .orderBy(sql`arrived_at desc nulls last`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setProductActive(db: Db, id: number, active: boolean, nowIso: string): Promise<void> {
  await db
    .updateTable('products')
    .set({ active: active ? 1 : 0, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the product unless a record elsewhere refers to it (stock movements, offer items, order
 * lines: their foreign keys say so, whichever module keeps them); false when it was kept. Run it
 * outside a transaction: on PostgreSQL a refused statement would spoil the transaction.
 */
export async function deleteUnreferencedProduct(
  db: Db,
  id: number,
  /** More to write in the deletion's own transaction (its audit row). */
  andThen?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('products').where('id', '=', id).execute();
      await andThen?.(trx);
    });
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

/** Which of `ids` name no product. */
export async function unknownProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** A slice of every product (active or not) by id, after `after`, for the inventory export. */
export function productBatch(db: Db, after: number | null, limit: number) {
  let query = db.selectFrom('products').select([
    'id',
    'sku',
    'name_en',
    'name_fr',
    'category',
    'unit',
    'stems_per_unit',
    'fresh',
    'active',
    'price_cents',
    'on_hand',
    'low_stock_at',
    'arrived_on',
    // What one unit of its stock is worth: products.price_cents is the default pack's price.
    baseUnitPriceSql('products').as('base_unit_price_cents'),
  ]);
  if (after !== null) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

/**
 * The active products of a price-list section with what its live price list prints: name,
 * category, colour, length, unit, price and stock. Only that section's products are read.
 */
export function activeSectionProducts(db: Db, section: PriceListSection) {
  return filteredProducts(db, { section, active: 'active' })
    .select([
      'products.id',
      'products.sku',
      'products.name_en',
      'products.name_fr',
      'products.category',
      'products.color',
      'products.length_cm',
      'products.unit',
      'products.stems_per_unit',
      'products.price_cents',
      'products.on_hand',
    ])
    .orderBy('products.category')
    .orderBy('products.id')
    .execute();
}

export type SectionProduct = Awaited<ReturnType<typeof activeSectionProducts>>[number];
