import type { Language, Order } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../http/errors.js';
import { storeFile } from '../../lib/stored-files.js';
import type { SessionUser } from '../auth/index.js';
import { orderMessages, findInvoiceParty, findOrder, linesOf, presentOrder } from '../orders/index.js';
import { invoiceFileName, renderInvoicePdf } from './pdf.js';

export interface InvoiceFile {
  order: Order;
  pdf: Buffer;
  filename: string;
}

/**
 * The invoice PDF of an order, for staff or the customer it belongs to; another customer's
 * order answers 404, as if it did not exist, so that ids cannot be probed.
 */
export async function invoiceFor(
  db: Db,
  business: Config['business'],
  id: number,
  reader: Pick<SessionUser, 'id' | 'role'> | null,
  language: Language,
): Promise<InvoiceFile> {
  const record = await findOrder(db, id);
  const party = record ? await findInvoiceParty(db, id) : undefined;
  if (!record || !party || (reader?.role === 'customer' && reader.id !== record.customer_id))
    throw notFound(orderMessages[language].notFound);
  const order = presentOrder(record, await linesOf(db, id), 'fr');
  return { order, pdf: await renderInvoicePdf(order, party, business), filename: invoiceFileName(order) };
}

/** Keeps a sent invoice under DATA_DIR/invoices/: the outbox attaches it by that path. */
export async function storeInvoice(dataDir: string, invoice: InvoiceFile) {
  const path = await storeFile(dataDir, 'invoices', invoice.pdf, 'pdf');
  return { filename: invoice.filename, contentType: 'application/pdf', path };
}
