import type {
  completeBackSchema,
  DeliveryZone,
  DesignCenterChange,
  DesignCenterRow,
  Designer,
  Language,
  ProductTotal,
} from '@shop/contract';
import type { z } from 'zod';
import { presentLoadedOrder, type DesignRowRecord } from '../orders/index.js';
import { designCenterMessages } from './messages.js';
import { comparePacks, productsOfRows } from './pack-rows.js';
import type { DesignChange } from './service.js';

/** SPEC §3's design-center row: flags as booleans, the product's name in the reader's language. */
export function presentRow(row: DesignRowRecord, language: Language): DesignCenterRow {
  const { name_en: nameEn, name_fr: nameFr, delivery_zone: zone, complete_order, back_order, ...rest } = row;
  return {
    ...rest,
    delivery_zone: zone as DeliveryZone | null,
    product_name: language === 'fr' ? nameFr : nameEn,
    complete_order: complete_order === 1,
    back_order: back_order === 1,
  };
}

interface TotalRecord {
  product_id: number;
  name_en: string;
  name_fr: string;
  unit: string;
  stems_per_unit: number;
  pack_units: number;
  base_unit: string;
  base_stems_per_unit: number;
  quantity: number;
  complete_quantity: number;
  orders: number;
}

/**
 * Each product's totals by the pack its lines were sold in, named in the reader's language and
 * sorted by that name (code point order), then id, a product's packs together (the largest
 * first), each with the product's quantity across its packs in its base unit.
 */
export function presentTotals(rows: TotalRecord[], language: Language): ProductTotal[] {
  const products = productsOfRows(rows);
  return rows
    .map((row) => {
      const product = products.get(row.product_id)!;
      return {
        product_id: row.product_id,
        name: language === 'fr' ? product.name_fr : product.name_en,
        unit: row.unit,
        stems_per_unit: Number(row.stems_per_unit),
        pack_units: Number(row.pack_units),
        quantity: Number(row.quantity),
        complete_quantity: Number(row.complete_quantity),
        orders: Number(row.orders),
        base_unit: row.base_unit,
        base_stems_per_unit: Number(row.base_stems_per_unit),
        base_quantity: product.baseQuantity,
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.product_id - b.product_id) || comparePacks(a, b));
}

export function presentChange(change: DesignChange, language: Language): DesignCenterChange {
  return {
    order: presentLoadedOrder(change.order, language),
    rows: change.rows.map((r) => presentRow(r, language)),
    allComplete: change.allComplete,
  };
}

/** What a complete-back change says it did. */
export function markMessage(
  input: z.infer<typeof completeBackSchema>,
  allComplete: boolean,
  language: Language,
): string {
  const m = designCenterMessages[language];
  if (input.complete_order === true) return allComplete ? m.designed : m.complete;
  if (input.back_order === true) return m.backOrdered;
  return input.back_order === false ? m.notBackOrdered : m.notComplete;
}

export function presentDesigner(row: { id: number; name: string; active: number }): Designer {
  return { id: row.id, name: row.name, active: row.active === 1 };
}
