import type { Language } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { conflict } from '../../http/errors.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import { invoiceFor, storeInvoice } from '../invoices/index.js';
import { enqueueMail, orderDocumentMail, orderForStaffMail, orderReceivedMail } from '../mail/index.js';
import { orderMessages } from './messages.js';
import { findInvoiceParty, findOrder, linesOf } from './repository.js';
import { presentOrder } from './presenter.js';

export type MailConfig = Pick<Config, 'business' | 'publicUrl' | 'dataDir'>;

/** The order, and its customer: where to write to them and in which language. */
async function orderForMail(db: Db, id: number, language: Language) {
  const record = await findOrder(db, id);
  const party = record ? await findInvoiceParty(db, id) : undefined;
  if (!record || !party) throw notFound(orderMessages[language].notFound);
  const lines = await linesOf(db, id);
  return { party, present: (reader: Language) => presentOrder(record, lines, reader) };
}

/**
 * A placed web order e-mails the customer (received, confirmed by staff on reception) and the
 * support address, as the contact form does, in French; both in the order's own transaction.
 */
export async function enqueueOrderPlaced(trx: Db, clock: Clock, config: MailConfig, id: number): Promise<void> {
  const { party, present } = await orderForMail(trx, id, 'en');
  await enqueueMail(trx, clock, {
    template: 'order-received',
    language: party.language,
    to: party.email,
    mail: orderReceivedMail(party.language, config.business, present(party.language), party.business_owner_name),
  });
  await enqueueMail(trx, clock, {
    template: 'order-staff',
    // Staff read the support inbox in the business's first language.
    language: 'fr',
    to: config.business.email,
    replyTo: party.email,
    mail: orderForStaffMail('fr', config.business, present('fr'), `${config.publicUrl}/admin/tickets/view/${id}`),
  });
}

/**
 * POST /api/Orders/{id}/send-email: the confirmation, or the invoice with its PDF, which is kept
 * under DATA_DIR/invoices/ for the sender to attach.
 */
export async function emailOrder(
  deps: { db: Db; clock: Clock; config: MailConfig },
  id: number,
  type: 'confirmation' | 'invoice',
  language: Language,
): Promise<void> {
  const { db, clock, config } = deps;
  const { party, present } = await orderForMail(db, id, language);
  // "Your invoice" with an order form attached would be wrong: only an invoiced order has one.
  if (type === 'invoice' && !present(language).invoice_number) throw conflict(orderMessages[language].notInvoiced);
  const attachments =
    type === 'invoice'
      ? [await storeInvoice(config.dataDir, await invoiceFor(db, config.business, id, null, language))]
      : [];
  await enqueueMail(db, clock, {
    template: `order-${type}`,
    language: party.language,
    to: party.email,
    mail: orderDocumentMail(type, party.language, config.business, present(party.language), party.business_owner_name),
    attachments,
  });
}
