import type { Config } from '../../../config.js';
import type { Db } from '../../../db/connection.js';
import { findDocument, findDocumentByNumber, type DocumentRecord } from './document-repository.js';
import { snapshotOf, type InvoiceSnapshot } from './invoicing.js';
import type { LoadedOrder } from '../presenter.js';
import {
  findInvoiceParties,
  findInvoiceParty,
  findOrder,
  findOrders,
  linesOf,
  linesOfOrders,
  type InvoiceParty,
  type OrderRecord,
} from '../repository.js';

/** An order with what its invoice and e-mails need: its lines, and who, where and on what terms. */
export interface OrderDocument extends LoadedOrder {
  party: InvoiceParty;
}

export async function findOrderDocument(db: Db, id: number): Promise<OrderDocument | undefined> {
  const order = await findOrder(db, id);
  const party = order ? await findInvoiceParty(db, id) : undefined;
  if (!order || !party) return undefined;
  return { order, party, lines: await linesOf(db, id) };
}

/**
 * Several orders' documents in three queries, in the ids' order (an unknown id is left out):
 * a batch of a long print (the date's packing slips) without a round trip per order.
 */
export async function findOrderDocuments(db: Db, ids: readonly number[]): Promise<OrderDocument[]> {
  const [orders, parties, lines] = await Promise.all([
    findOrders(db, ids),
    findInvoiceParties(db, ids),
    linesOfOrders(db, ids),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const partyOf = new Map(parties.map(({ order_id, ...party }) => [order_id, party]));
  const linesOfOrder = new Map<number, typeof lines>();
  for (const line of lines) linesOfOrder.set(line.order_id, [...(linesOfOrder.get(line.order_id) ?? []), line]);
  return ids.flatMap((id) => {
    const order = byId.get(id);
    const party = partyOf.get(id);
    return order && party ? [{ order, party, lines: linesOfOrder.get(id) ?? [] }] : [];
  });
}

/** An issued invoice or credit note and what it prints (its frozen snapshot). */
export interface IssuedDocument {
  document: DocumentRecord;
  snapshot: InvoiceSnapshot;
}

/**
 * An issued document of an order: the one asked for, else the order's current one (the one
 * orders.invoice_number names); undefined when the order has none, or not that one.
 */
export async function findIssuedDocument(
  db: Db,
  order: Pick<OrderRecord, 'id' | 'invoice_number'>,
  documentId: number | undefined,
  business: Config['business'],
): Promise<IssuedDocument | undefined> {
  const document =
    documentId === undefined
      ? order.invoice_number
        ? await findDocumentByNumber(db, order.invoice_number)
        : undefined
      : await findDocument(db, documentId);
  if (!document || document.order_id !== order.id) return undefined;
  return { document, snapshot: await snapshotOf(db, document, business) };
}
