import type { DeliveryZone, Language, Order } from '@shop/contract';
import type { OrderLineRow } from '../../db/schema.js';
import type { OrderRecord } from './repository.js';

/** An order as the services give it: its row and its lines, in no reader's language yet. */
export interface LoadedOrder {
  order: OrderRecord;
  lines: OrderLineRow[];
}

/** The order as the API shows it (API.md, Orders): flags as booleans, names in the reader's language. */
export function presentOrder(order: OrderRecord, lines: OrderLineRow[], language: Language): Order {
  const { stock_taken: _stockTaken, update_inventory: updateInventory, delivery_zone: zone, ...rest } = order;
  return {
    ...rest,
    delivery_zone: zone as DeliveryZone | null,
    update_inventory: updateInventory === 1,
    invoicePdf: `/api/Orders/${order.id}/invoice.pdf`,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      name: language === 'fr' ? l.name_fr : l.name_en,
      name_en: l.name_en,
      name_fr: l.name_fr,
      unit: l.unit,
      stems_per_unit: l.stems_per_unit,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      line_total_cents: l.line_total_cents,
      complete_order: l.complete_order === 1,
      back_order: l.back_order === 1,
      back_order_text: l.back_order_text,
    })),
  };
}

export const presentLoadedOrder = ({ order, lines }: LoadedOrder, language: Language): Order =>
  presentOrder(order, lines, language);
