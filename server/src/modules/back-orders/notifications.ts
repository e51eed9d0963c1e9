import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { backOrderFilledMail, enqueueMail } from '../mail/index.js';
import { findInvoiceParty, type FilledLine, type OrderDeps } from '../orders/index.js';

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
