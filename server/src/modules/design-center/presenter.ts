import type { DeliveryZone, DesignCenterRow, Designer, Language, ProductTotal } from '@shop/contract';
import type { RowRecord } from './repository.js';

/** SPEC §3's design-center row: flags as booleans, the product's name in the reader's language. */
export function presentRow(row: RowRecord, language: Language): DesignCenterRow {
  const { name_en: nameEn, name_fr: nameFr, delivery_zone: zone, complete_order, back_order, ...rest } = row;
  return {
    ...rest,
    delivery_zone: zone as DeliveryZone | null,
    product_name: language === 'fr' ? nameFr : nameEn,
    complete_order: complete_order === 1,
    back_order: back_order === 1,
  };
}

export function presentTotal(row: {
  product_id: number;
  name: string;
  unit: string;
  stems_per_unit: number;
  quantity: number;
  complete_quantity: number;
  orders: number;
}): ProductTotal {
  return {
    product_id: row.product_id,
    name: row.name,
    unit: row.unit,
    stems_per_unit: Number(row.stems_per_unit),
    quantity: Number(row.quantity),
    complete_quantity: Number(row.complete_quantity),
    orders: Number(row.orders),
  };
}

export function presentDesigner(row: { id: number; name: string; active: number }): Designer {
  return { id: row.id, name: row.name, active: row.active === 1 };
}
