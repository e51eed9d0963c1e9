import type { BackOrderLine, Language } from '@shop/contract';
import type { BackOrderRow } from '../orders/index.js';

export function presentBackOrderLine(row: BackOrderRow, reader: Language): BackOrderLine {
  return {
    order_line_id: row.order_line_id,
    order_id: row.order_id,
    order_number: row.order_number,
    ordered_at: row.ordered_at,
    delivery_date: row.delivery_date,
    customer_id: row.customer_id,
    business_name: row.business_name,
    product_id: row.product_id,
    product_name: reader === 'fr' ? row.name_fr : row.name_en,
    unit: row.unit,
    stems_per_unit: Number(row.stems_per_unit),
    pack_units: Number(row.pack_units),
    quantity: row.quantity,
    open_quantity: row.quantity - row.stock_quantity,
    invoiced: row.invoice_number !== null,
  };
}
