import type { Product } from '@shop/contract';

/** A product as GET /api/products answers it, for the shop's tests. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  const made: Omit<Product, 'packs'> = {
    id,
    sku: `SKU-${id}`,
    name_en: `Red rose ${id}`,
    name_fr: `Rose rouge ${id}`,
    description_en: null,
    description_fr: null,
    category: 'roses',
    category_id: 1,
    category_name_en: 'Roses',
    category_name_fr: 'Roses',
    variety: null,
    colour_id: null,
    colour: null,
    grade: null,
    stems_per_bunch: null,
    color: 'red',
    length_cm: 60,
    origin: null,
    unit: 'bunch',
    stems_per_unit: 25,
    price_cents: 1250,
    fresh: true,
    sections: ['all-products'],
    active: true,
    on_hand: 8,
    low_stock_at: 0,
    arrived_on: null,
    arrived_at: null,
    image: null,
    pictures: [],
    special_price_cents: null,
    ...overrides,
  };
  // One pack of its unit at its price, as every product of before 0055 has (decision 052).
  const pack = { id: id * 10, kind: made.unit, units: 1, stems: made.stems_per_unit, price_cents: made.price_cents, active: true };
  return { ...made, packs: overrides.packs ?? [pack] };
}

export const productList = (products: Product[]) => ({
  success: true,
  data: { products, pagination: { page: 1, limit: 24, total: products.length } },
});
