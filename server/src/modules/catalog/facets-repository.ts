import type { ProductFacets } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { allCategories } from './categories-repository.js';
import { filteredProducts, type ProductFilter } from './repository.js';
import type { ProductSearch } from './search-rank.js';

/**
 * The count of products beside each choice of the shop's filters (`facets=true`, issue 36): for
 * each filter, the products the other filters and the search keep, counted by its column (one
 * GROUP BY on the products_active_<column> indexes of 0047). A category's count holds its
 * children's.
 */
export async function productFacets(db: Db, filter: ProductFilter, search: ProductSearch): Promise<ProductFacets> {
  const counted = async <K extends 'category_id' | 'colour_id' | 'length_cm' | 'origin'>(
    column: K,
    without: Partial<ProductFilter>,
  ) => {
    const rows = await filteredProducts(db, { ...filter, ...without }, search)
      .select((eb) => [eb.ref(`products.${column}`).as('key'), eb.fn.countAll<number>().as('n')])
      .where(`products.${column}`, 'is not', null)
      .groupBy(`products.${column}`)
      .execute();
    return rows.map((r) => ({ key: r.key, count: Number(r.n) }));
  };
  const [categories, byCategory, colour, length, origin] = await Promise.all([
    allCategories(db),
    counted('category_id', { categoryIds: undefined }),
    counted('colour_id', { colour: undefined }),
    counted('length_cm', { length: undefined }),
    counted('origin', { origin: undefined }),
  ]);
  const own = new Map(byCategory.map((r) => [r.key as number, r.count]));
  const category = categories
    .map((c) => ({
      id: c.id,
      count:
        (own.get(c.id) ?? 0) +
        (c.parent_id === null ? categories.filter((k) => k.parent_id === c.id).reduce((n, k) => n + (own.get(k.id) ?? 0), 0) : 0),
    }))
    .filter((c) => c.count > 0);
  const ids = (rows: { key: unknown; count: number }[]) => rows.map((r) => ({ id: Number(r.key), count: r.count }));
  return {
    category,
    colour: ids(colour),
    length: ids(length).sort((a, b) => a.id - b.id),
    origin: origin.map((r) => ({ id: String(r.key), count: r.count })),
  };
}
