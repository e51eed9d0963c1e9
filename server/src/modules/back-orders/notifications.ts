import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { findProduct } from '../catalog/index.js';
import { backOrderCancelledMail, backOrderFilledMail, enqueueMail } from '../mail/index.js';
import { findInvoiceParty, findOrder, type FilledLine, type OrderDeps } from '../orders/index.js';

type MailDeps = { db: Db; clock: Clock; config: OrderDeps['config'] };

/**
 * Each order whose back-order was filled: its customer is told what is now coming, in their
 * language, through the outbox in the fill's transaction (sent once committed).
 */
export async function enqueueBackOrderFilled(deps: MailDeps, filled: FilledLine[]): Promise<void> {
  const byOrder = new Map<number, FilledLine[]>();
  for (const line of filled) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  for (const [orderId, lines] of byOrder) {
    const party = await findInvoiceParty(deps.db, orderId);
    if (!party) continue;
    const language = party.language;
    await enqueueMail(deps.db, deps.clock, {
      template: 'back-order-filled',
      language,
      to: party.email,
      mail: backOrderFilledMail(language, deps.config.business, {
        name: party.business_owner_name,
        orderNumber: lines[0]?.order_number ?? '',
        lines,
        link: `${deps.config.publicUrl}${language === 'fr' ? '/fr' : ''}/customer/orders`,
      }),
    });
  }
}

/**
 * A back-order staff cancelled: its customer is told what is removed from the order and, when it
 * was invoiced, the credit note, in their language, through the outbox in the cancel's transaction.
 */
export async function enqueueBackOrderCancelled(
  deps: MailDeps,
  cancelled: { order_id: number; product_id: number; quantity: number; credit_note_number: string | null },
): Promise<void> {
  const [party, order, product] = await Promise.all([
    findInvoiceParty(deps.db, cancelled.order_id),
    findOrder(deps.db, cancelled.order_id),
    findProduct(deps.db, cancelled.product_id),
  ]);
  if (!party || !order || !product) return;
  const language = party.language;
  await enqueueMail(deps.db, deps.clock, {
    template: 'back-order-cancelled',
    language,
    to: party.email,
    mail: backOrderCancelledMail(language, deps.config.business, {
      name: party.business_owner_name,
      orderNumber: order.number,
      product,
      quantity: cancelled.quantity,
      creditNote: cancelled.credit_note_number,
      link: `${deps.config.publicUrl}${language === 'fr' ? '/fr' : ''}/customer/orders`,
    }),
  });
}
