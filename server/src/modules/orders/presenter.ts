import { apiPath, apiPaths, type DeliveryZone, type IssuedDocument, type Language, type Order } from '@shop/contract';
import type { OrderLineRow } from '../../db/schema.js';
import type { DocumentRecord } from './documents/document-repository.js';
import type { OrderRecord } from './repository.js';

/** An order as the services give it: its row and its lines, in no reader's language yet. */
export interface LoadedOrder {
  order: OrderRecord;
  lines: OrderLineRow[];
  /** Its issued invoices and credit notes, oldest first, where the reply shows them. */
  documents?: DocumentRecord[];
}

function presentDocuments(documents: DocumentRecord[]): IssuedDocument[] {
  const numbers = new Map(documents.map((d) => [d.id, d.number]));
  return documents.map((d) => ({
    id: d.id,
    number: d.number,
    kind: d.kind,
    total_cents: d.total_cents,
    issued_on: d.issued_on,
    reverses_number: d.reverses_document_id === null ? null : (numbers.get(d.reverses_document_id) ?? null),
    pdf: `/api${apiPath(apiPaths.orders.documentPdf, { id: d.order_id, documentId: d.id })}`,
  }));
}

/** The order as the API shows it (API.md, Orders): flags as booleans, names in the reader's language. */
export function presentOrder(
  order: OrderRecord,
  lines: OrderLineRow[],
  language: Language,
  documents: DocumentRecord[] = [],
): Order {
  const {
    stock_taken: _stockTaken,
    update_inventory: updateInventory,
    from_prebooking: fromPrebooking,
    delivery_zone: zone,
    ...rest
  } = order;
  return {
    ...rest,
    from_prebooking: fromPrebooking === 1,
    delivery_zone: zone as DeliveryZone | null,
    update_inventory: updateInventory === 1,
    invoicePdf: `/api/Orders/${order.id}/invoice.pdf`,
    documents: presentDocuments(documents),
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      name: language === 'fr' ? l.name_fr : l.name_en,
      name_en: l.name_en,
      name_fr: l.name_fr,
      unit: l.unit,
      stems_per_unit: l.stems_per_unit,
      pack_id: l.pack_id,
      pack_units: l.pack_units,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      // What it was sold at, the list price then and what gave it (decision 060): kept on the line.
      price_cents: l.unit_price_cents,
      list_price_cents: l.list_price_cents,
      price_source: l.price_source,
      line_total_cents: l.line_total_cents,
      complete_order: l.complete_order === 1,
      back_order: l.back_order === 1,
      back_order_text: l.back_order_text,
      fresh: l.fresh === 1,
    })),
  };
}

export const presentLoadedOrder = ({ order, lines, documents }: LoadedOrder, language: Language): Order =>
  presentOrder(order, lines, language, documents);
