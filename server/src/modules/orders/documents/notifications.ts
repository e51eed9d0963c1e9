import type { Language, OrderStatus } from '@shop/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import type { Clock } from '../../../lib/clock.js';
import { invoiceFor, storeInvoice } from './invoice-files.js';
import { wantsOrderNotice } from '../../customers/index.js';
import {
  enqueueMail,
  enqueueMailContents,
  orderDocumentMail,
  orderReissuedMail,
  type OrderMailKind,
} from '../../mail/index.js';
import type { FileStore } from '../../files/index.js';
import { findOrderDocument, type OrderDocument } from './documents.js';
import type { DocumentKind, Reissued } from './invoicing.js';
import { findInvoiceParty } from '../repository.js';
import { presentOrder } from '../presenter.js';

export type MailConfig = Pick<Config, 'business' | 'publicUrl'>;

/** The order, and its customer: where to write to them and in which language (theirs). */
async function orderForMail(db: Db, id: number) {
  const document = await findOrderDocument(db, id);
  if (!document) throw new DomainError('ORDER_NOT_FOUND');
  const { order, lines, party } = document;
  return { party, present: (reader: Language) => presentOrder(order, lines, reader) };
}

/**
 * A placed web order e-mails the customer (received, confirmed by staff on reception) and the
 * support address, as the contact form does, in French; both in the order's own transaction,
 * from the order as the placement has just read it.
 */
export async function enqueueOrderPlaced(
  trx: Db,
  clock: Clock,
  config: MailConfig,
  { order, lines, party }: OrderDocument,
): Promise<void> {
  const present = (reader: Language) => presentOrder(order, lines, reader);
  // Rendered by the sender's worker when delivered: not on the placement's thread (issue 18).
  await enqueueMailContents(trx, clock, [
    {
      to: party.email,
      content: {
        template: 'order-received',
        args: { language: party.language, order: present(party.language), name: party.business_owner_name },
      },
    },
    {
      // Staff read the support inbox in the business's first language.
      to: config.business.email,
      replyTo: party.email,
      content: {
        template: 'order-staff',
        args: { language: 'fr', order: present('fr'), link: `${config.publicUrl}/admin/tickets/view/${order.id}` },
      },
    },
  ]);
}

/**
 * POST /api/Orders/{id}/send-email: the confirmation, or the invoice with its PDF, which is kept
 * under DATA_DIR/invoices/ for the sender to attach; in the customer's language.
 */
export async function emailOrder(
  deps: { db: Db; clock: Clock; config: MailConfig; files: FileStore },
  id: number,
  type: OrderMailKind,
): Promise<void> {
  const { db, clock, config } = deps;
  const { party, present } = await orderForMail(db, id);
  const order = present(party.language);
  // "Your invoice" with an order form attached would be wrong: only an invoiced order has one.
  if (type === 'invoice' && !order.invoice_number) throw new DomainError('ORDER_NOT_INVOICED');
  const attachments =
    // Stored on `db`: inside a move's transaction the file joins it (FileStore.on).
    type === 'invoice' ? [await storeInvoice(deps.files.on(db), await invoiceFor(db, config.business, id, null))] : [];
  await enqueueMail(db, clock, {
    template: `order-${type}`,
    language: party.language,
    to: party.email,
    mail: orderDocumentMail(type, party.language, config.business, order, party.business_owner_name),
    attachments,
  });
}

/**
 * A per-order customer is e-mailed their invoice when their order is confirmed, in the same
 * transaction (the outbox sends it once committed). Once: a later invoice (an edit re-issues
 * one) is sent again by hand. Monthly customers find their invoices on their statement.
 */
export async function enqueueInvoiceOnConfirm(
  deps: { db: Db; clock: Clock; config: MailConfig; files: FileStore },
  id: number,
) {
  const party = await findInvoiceParty(deps.db, id);
  if (party?.invoice_type === 'per_order') await emailOrder(deps, id, 'invoice');
}

/**
 * What an order's move tells its customer (issue 17), in the move's transaction: confirmed
 * (a per-order customer's invoice when the move issues it, whatever their choices; else the
 * confirmation), ready (pickup orders:
 * come and get it), delivered (delivery orders: the claim window is open), cancelled. Each
 * notice but the invoice is skipped when the customer turned it off in their profile.
 */
export async function enqueueMoveNotice(
  deps: { db: Db; clock: Clock; config: MailConfig; files: FileStore },
  order: { id: number; customer_id: number; delivery_method: string },
  to: OrderStatus,
  invoiced: boolean,
): Promise<void> {
  if (to === 'confirmed' && (await findInvoiceParty(deps.db, order.id))?.invoice_type === 'per_order') {
    // Their invoice says it is confirmed; sent once, when the move issues it.
    if (invoiced) await emailOrder(deps, order.id, 'invoice');
    return;
  }
  const notice = {
    pending: null,
    confirmed: 'confirmed',
    ready: order.delivery_method === 'pickup' ? 'ready' : null,
    delivered: order.delivery_method === 'delivery' ? 'delivered' : null,
    cancelled: 'cancelled',
  } as const satisfies Record<OrderStatus, OrderMailKind | 'confirmed' | null>;
  const kind = notice[to];
  if (kind && (await wantsOrderNotice(deps.db, order.customer_id, kind)))
    await emailOrder(deps, order.id, kind === 'confirmed' ? 'confirmation' : kind);
}

/**
 * The driver left with a run (issue 17): each of its orders still to deliver tells its customer
 * it is on its way, unless they turned that notice off. In the departure's transaction.
 */
export async function enqueueOutForDelivery(
  deps: { db: Db; clock: Clock; config: MailConfig; files: FileStore },
  order: { order_id: number; customer_id: number; status: string },
): Promise<void> {
  if (order.status === 'delivered' || order.status === 'cancelled') return;
  if (await wantsOrderNotice(deps.db, order.customer_id, 'out_for_delivery'))
    await emailOrder(deps, order.order_id, 'out_for_delivery');
}

/**
 * An edit of an invoiced order (issue 34, item 5): its customer gets the credit note that
 * cancels their invoice and the new invoice, both PDFs in one e-mail, in the edit's transaction,
 * whatever their invoice type (the cancelled invoice may be in their hands either way).
 */
export async function enqueueReissuedDocuments(
  deps: { db: Db; clock: Clock; config: MailConfig; files: FileStore },
  id: number,
  cancelled: { kind: DocumentKind; number: string },
  reissued: Reissued,
): Promise<void> {
  const { db, clock, config } = deps;
  const { party, present } = await orderForMail(db, id);
  const attachments = [];
  for (const document of [reissued.reversal, reissued.replacement])
    attachments.push(
      await storeInvoice(deps.files.on(db), await invoiceFor(db, config.business, id, null, document.id)),
    );
  await enqueueMail(db, clock, {
    template: 'order-reissued',
    language: party.language,
    to: party.email,
    mail: orderReissuedMail(party.language, config.business, present(party.language), party.business_owner_name, {
      kind: cancelled.kind,
      cancelled: cancelled.number,
      reversal: reissued.reversal.number,
      replacement: reissued.replacement.number,
    }),
    attachments,
  });
}
