import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { findDocument, findDocumentByNumber, type DocumentRecord } from './document-repository.js';
import { snapshotOf, type InvoiceSnapshot } from './invoicing.js';
import type { LoadedOrder } from './presenter.js';
import { findInvoiceParty, findOrder, linesOf, type InvoiceParty, type OrderRecord } from './repository.js';

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
