import type { ProductFacets } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { allCategories } from './categories-repository.js';
import type { ProductListParams } from '@shop/contract';
import { filteredProducts, productListing, type ProductFilter } from './repository.js';
import type { ProductSearch } from './search-rank.js';

/** The facet columns, and the filter that narrows each. */
const FACETS = [
  ['category_id', 'categoryIds'],
  ['colour_id', 'colour'],
  ['length_cm', 'length'],
  ['origin', 'origin'],
] as const;
type FacetColumn = (typeof FACETS)[number][0];
type Combination = Record<FacetColumn, number | string | null> & { n: number };

/** Whether a combination of the four columns passes the filter on one of them. */
function passes(row: Combination, filter: ProductFilter, column: FacetColumn): boolean {
  switch (column) {
    case 'category_id':
      return !filter.categoryIds || (row.category_id !== null && filter.categoryIds.includes(Number(row.category_id)));
    case 'colour_id':
      return filter.colour === undefined || row.colour_id === filter.colour;
    case 'length_cm':
      return filter.length === undefined || row.length_cm === filter.length;
    case 'origin':
      return filter.origin === undefined || row.origin === filter.origin;
  }
}

/**
 * The count of products beside each choice of the shop's filters (`facets=true`, issue 36): for
 * each filter, the products the other filters and the search keep, counted by its column. One
 * read: the products the search and the other filters (section, arrival) keep, counted by their
 * four filter columns together (a few hundred combinations, from the products_active_category_id
 * index of 0075 alone when there is no search; a search reads the rows once, not four times);
 * each count then adds the combinations the other three filters keep. A category's count holds
 * its children's. The total: the combinations all four filters keep.
 */
async function productFacets(
  db: Db,
  filter: ProductFilter,
  search: ProductSearch,
): Promise<{ facets: ProductFacets; total: number }> {
  const columns = FACETS.map(([column]) => `products.${column}` as const);
  const unfaceted = { ...filter, categoryIds: undefined, colour: undefined, length: undefined, origin: undefined };
  const [categories, combinations] = await Promise.all([
    allCategories(db),
    filteredProducts(db, unfaceted, search)
      .select([...columns, (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(columns)
      .execute(),
  ]);
  const number = (v: unknown) => (v === null ? null : Number(v));
  const rows: Combination[] = combinations.map((r) => ({
    category_id: number(r.category_id),
    colour_id: number(r.colour_id),
    length_cm: number(r.length_cm),
    origin: r.origin,
    n: Number(r.n),
  }));
  const kept = (row: Combination, but?: FacetColumn) =>
    FACETS.every(([other]) => other === but || passes(row, filter, other));
  const counted = (column: FacetColumn) => {
    const counts = new Map<number | string, number>();
    for (const row of rows) {
      const key = row[column];
      if (key === null || !kept(row, column)) continue;
      counts.set(key, (counts.get(key) ?? 0) + row.n);
    }
    // In the order of the column's values, as a GROUP BY on its index gave them.
    return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, count]) => ({ key, count }));
  };
  const [byCategory, colour, length, origin] = FACETS.map(([column]) => counted(column)) as [
    ReturnType<typeof counted>,
    ReturnType<typeof counted>,
    ReturnType<typeof counted>,
    ReturnType<typeof counted>,
  ];
  const own = new Map(byCategory.map((r) => [r.key as number, r.count]));
  const category = categories
    .map((c) => ({
      id: c.id,
      count:
        (own.get(c.id) ?? 0) +
        (c.parent_id === null
          ? categories.filter((k) => k.parent_id === c.id).reduce((n, k) => n + (own.get(k.id) ?? 0), 0)
          : 0),
    }))
    .filter((c) => c.count > 0);
  const ids = (rows: { key: unknown; count: number }[]) => rows.map((r) => ({ id: Number(r.key), count: r.count }));
  return {
    facets: {
      category,
      colour: ids(colour),
      length: ids(length).sort((a, b) => a.id - b.id),
      origin: origin.map((r) => ({ id: String(r.key), count: r.count })),
    },
    total: rows.reduce((n, row) => n + (kept(row) ? row.n : 0), 0),
  };
}

/**
 * A list call with its facets (`facets=true`): the page, and the facets' one read, whose
 * combinations give the total too; a count apart would read the products the search keeps a
 * third time (on SQLite a search reads each product it looks at).
 */
export async function listProductsWithFacets(
  db: Db,
  params: ProductListParams & { today?: string },
  orderBy: 'name_en' | 'name_fr',
) {
  const { page, filter, search } = await productListing(db, params, orderBy);
  const [rows, { facets, total }] = await Promise.all([page(), productFacets(db, filter, search)]);
  return { rows, total, facets };
}
