import type { Config } from '../../../config.js';
import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import { storeFile } from '../../../lib/stored-files.js';
import type { FileStore } from '../../files/index.js';
import type { SessionUser } from '../../auth/index.js';
import { eachOrder, type BulkOutcome } from '../placement/bulk.js';
import { presentOrder } from '../presenter.js';
import { findIssuedDocument, findOrderDocument } from './documents.js';
import { invoiceFileName, renderInvoicePdf, renderInvoicesPdf, type PrintedDocument } from './invoice-pdf.js';

export interface InvoiceFile {
  pdf: Buffer;
  filename: string;
}

/**
 * The PDF of an order (bilingual, French first), for staff (the routes ask for `orders`) or the
 * customer it belongs to: `documentId`, one of its issued invoices and credit notes, else its
 * current one, drawn from the frozen snapshot alone (the same bytes at every download); an order
 * not yet invoiced gives its order form, drawn from the order now. Another customer's order is
 * ORDER_NOT_FOUND, as if it did not exist, so that ids cannot be probed.
 */
export async function invoiceFor(
  db: Db,
  business: Config['business'],
  id: number,
  reader: Pick<SessionUser, 'id' | 'role'> | null,
  documentId?: number,
): Promise<InvoiceFile> {
  const current = await findOrderDocument(db, id);
  if (!current || (reader?.role === 'customer' && reader.id !== current.order.customer_id))
    throw new DomainError('ORDER_NOT_FOUND');
  const issued = await findIssuedDocument(db, current.order, documentId, business);
  if (documentId !== undefined && !issued) throw new DomainError('ORDER_NOT_FOUND');
  const printed: PrintedDocument = issued?.snapshot ?? {
    kind: 'order_form',
    number: null,
    issued_on: null,
    reverses_number: null,
    order: presentOrder(current.order, current.lines, 'fr'),
    party: current.party,
    business,
  };
  return { pdf: await renderInvoicePdf(printed), filename: invoiceFileName(printed) };
}

/** Keeps a sent invoice in the file store under invoices/: the outbox attaches it by that key. */
export async function storeInvoice(files: FileStore, invoice: InvoiceFile) {
  const path = await storeFile(files, 'invoices', invoice.pdf, 'pdf', 'application/pdf');
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
): Promise<{ outcomes: BulkOutcome[]; file: InvoiceFile | null }> {
  const documents: PrintedDocument[] = [];
  const outcomes = await eachOrder(db, ids, async (id) => {
    const current = await findOrderDocument(db, id);
    if (!current) throw new DomainError('ORDER_NOT_FOUND');
    const issued = await findIssuedDocument(db, current.order, undefined, business);
    if (!issued) throw new DomainError('ORDER_NOT_INVOICED');
    documents.push(issued.snapshot);
  });
  if (documents.length === 0) return { outcomes, file: null };
  const filename = documents.length === 1 ? invoiceFileName(documents[0]!) : 'factures.pdf';
  return { outcomes, file: { filename, pdf: await renderInvoicesPdf(documents) } };
}
