import type { Order } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { storeFile } from '../../lib/stored-files.js';
import type { SessionUser } from '../auth/index.js';
import { eachOrder, findOrderDocument, presentOrder, type BulkOutcome, type InvoiceParty } from '../orders/index.js';
import { invoiceFileName, renderInvoicePdf, renderInvoicesPdf } from './pdf.js';

export interface InvoiceFile {
  order: Order;
  pdf: Buffer;
  filename: string;
}

/**
 * The invoice PDF of an order (bilingual, French first), for staff or the customer it belongs
 * to; another customer's order is ORDER_NOT_FOUND, as if it did not exist, so that ids cannot be
 * probed.
 */
export async function invoiceFor(
  db: Db,
  business: Config['business'],
  id: number,
  reader: Pick<SessionUser, 'id' | 'role'> | null,
): Promise<InvoiceFile> {
  const document = await findOrderDocument(db, id);
  if (!document || (reader?.role === 'customer' && reader.id !== document.order.customer_id))
    throw new DomainError('ORDER_NOT_FOUND');
  const order = presentOrder(document.order, document.lines, 'fr');
  return { order, pdf: await renderInvoicePdf(order, document.party, business), filename: invoiceFileName(order) };
}

/** Keeps a sent invoice under DATA_DIR/invoices/: the outbox attaches it by that path. */
export async function storeInvoice(dataDir: string, invoice: InvoiceFile) {
  const path = await storeFile(dataDir, 'invoices', invoice.pdf, 'pdf');
  return { filename: invoice.filename, contentType: 'application/pdf', path };
}

/**
 * The staff list's selection printed at once: the invoices (and credit notes) of the selected
 * orders in one PDF, in the ids' order. An order not invoiced yet has none to print and fails
 * alone; no file when none has one.
 */
export async function invoicesFor(
  db: Db,
  business: Config['business'],
  ids: readonly number[],
): Promise<{ outcomes: BulkOutcome[]; file: { filename: string; pdf: Buffer } | null }> {
  const invoices: { order: Order; party: InvoiceParty }[] = [];
  const outcomes = await eachOrder(db, ids, async (id) => {
    const document = await findOrderDocument(db, id);
    if (!document) throw new DomainError('ORDER_NOT_FOUND');
    if (!document.order.invoice_number) throw new DomainError('ORDER_NOT_INVOICED');
    invoices.push({ order: presentOrder(document.order, document.lines, 'fr'), party: document.party });
  });
  if (invoices.length === 0) return { outcomes, file: null };
  const filename = invoices.length === 1 ? invoiceFileName(invoices[0]!.order) : 'factures.pdf';
  return { outcomes, file: { filename, pdf: await renderInvoicesPdf(invoices, business) } };
}
