/** A row of the design center's totals or of the pick list: a product's lines sold in one pack. */
interface PackRow {
  product_id: number | string;
  quantity: number | string;
  pack_units: number | string;
  name_en: string;
  name_fr: string;
}

/** What a product's rows say together: its quantity in its base unit and one name per language. */
export interface ProductOfRows {
  baseQuantity: number;
  name_en: string;
  name_fr: string;
}

/**
 * Each product of the rows with its quantity across its packs in its base unit (packs × the base
 * units one takes, decision 052), and one name in each language for all its rows (the least,
 * as the lines of one pack already are), so that a product's rows sort together.
 */
export function productsOfRows(rows: readonly PackRow[]): Map<number, ProductOfRows> {
  const products = new Map<number, ProductOfRows>();
  for (const row of rows) {
    const id = Number(row.product_id);
    const base = Number(row.quantity) * Number(row.pack_units);
    const seen = products.get(id);
    if (!seen) products.set(id, { baseQuantity: base, name_en: row.name_en, name_fr: row.name_fr });
    else {
      seen.baseQuantity += base;
      if (row.name_en < seen.name_en) seen.name_en = row.name_en;
      if (row.name_fr < seen.name_fr) seen.name_fr = row.name_fr;
    }
  }
  return products;
}

/** A product's rows in one order: the largest pack first, then by kind and stems. */
export function comparePacks(
  a: { pack_units: number; unit: string; stems_per_unit: number },
  b: { pack_units: number; unit: string; stems_per_unit: number },
): number {
  return (
    b.pack_units - a.pack_units ||
    (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0) ||
    b.stems_per_unit - a.stems_per_unit
  );
}
