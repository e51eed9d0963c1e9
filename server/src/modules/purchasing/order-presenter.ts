import { purchaseOrderNumber, type PurchaseOrder, type PurchaseOrderListItem } from '@shop/contract';
import { effectiveRateE6 } from './charges/spread.js';
import type { PurchaseLineRow, PurchaseOrderRow } from './order-repository.js';

/** What is still expected of a line: what the supplier confirmed (or, before, what was ordered), less what came. */
export function openUnits(line: {
  boxes: number;
  units_per_box: number;
  confirmed_units: number | null;
  received_units: number;
}) {
  const expected = line.confirmed_units ?? line.boxes * line.units_per_box;
  return Math.max(0, expected - line.received_units);
}

export function presentListItem(row: PurchaseOrderRow): PurchaseOrderListItem {
  return {
    id: row.id,
    number: purchaseOrderNumber(row.id),
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    status: row.status,
    currency: row.currency,
    arrival_date: row.arrival_date,
    created_at: row.created_at,
  };
}

export function presentOrder(row: PurchaseOrderRow, lineRows: readonly PurchaseLineRow[]): PurchaseOrder {
  const lines = lineRows.map((l) => {
    const ordered = l.boxes * l.units_per_box;
    const cost = Number(l.unit_cost_cents);
    return {
      id: l.id,
      product_id: l.product_id,
      sku: l.sku,
      name_en: l.name_en,
      name_fr: l.name_fr,
      pack_id: l.pack_id,
      boxes: l.boxes,
      units_per_box: l.units_per_box,
      ordered_units: ordered,
      confirmed_units: l.confirmed_units,
      received_units: l.received_units,
      damaged_units: l.damaged_units,
      open_units: openUnits(l),
      unit_cost_cents: cost,
      line_total_cents: ordered * cost,
    };
  });
  return {
    ...presentListItem(row),
    notes: row.notes,
    shipping_kind: row.shipping_kind,
    shipping_reference: row.shipping_reference,
    exchange_rate: rateOf(row),
    lines,
    boxes: lines.reduce((sum, l) => sum + l.boxes, 0),
    total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    updated_at: row.updated_at,
    sent_at: row.sent_at,
    confirmed_at: row.confirmed_at,
    shipped_at: row.shipped_at,
    received_at: row.received_at,
    closed_at: row.closed_at,
    cancelled_at: row.cancelled_at,
  };
}

/** The order's rate as people type it (1.35), from its millionths; 1 for a CAD order, null until typed. */
export function rateOf(order: { currency: string; exchange_rate_e6: number | null }): number | null {
  const e6 = effectiveRateE6({
    currency: order.currency,
    exchange_rate_e6: order.exchange_rate_e6 === null ? null : Number(order.exchange_rate_e6),
  });
  return e6 === null ? null : e6 / 1_000_000;
}
