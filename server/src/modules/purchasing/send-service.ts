import type { PurchaseOrder } from '@shop/contract';
import { writtenDate } from '@shop/contract';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import { removeFile, storeFile } from '../../lib/stored-files.js';
import { actorOf, recordAudit } from '../audit/index.js';
import type { FileStore } from '../files/index.js';
import { enqueueMail, purchaseOrderMail } from '../mail/index.js';
import { updateOrder } from './order-repository.js';
import { renderPurchaseOrderPdf } from './order-pdf.js';
import { assertState, loadOrder } from './order-service.js';
import { findSupplier, supplierCodes } from './repository.js';
import { presentSupplier, type Actor, type PurchasingDeps } from './supplier-service.js';

export type SendDeps = PurchasingDeps & { config: Pick<Config, 'business'>; files: FileStore };

/** The purchase order's PDF as it stands, in its supplier's language. */
export async function purchaseOrderPdf(deps: SendDeps, id: number): Promise<{ order: PurchaseOrder; pdf: Buffer }> {
  const { order } = await loadOrder(deps.db, id);
  const supplier = presentSupplier((await findSupplier(deps.db, order.supplier_id))!);
  const codes = await supplierCodes(
    deps.db,
    supplier.id,
    order.lines.map((l) => l.product_id),
  );
  const pdf = await renderPurchaseOrderPdf(order, supplier, codes, {
    business: deps.config.business,
    today: businessDate(deps.clock.now()),
  });
  return { order, pdf };
}

/**
 * Sends a draft: its PDF (English, or French for a grower in Quebec) to the supplier's e-mail
 * through the outbox, in the transaction that marks it sent. The PDF is drawn first, off the
 * transaction; a draft changed meanwhile, or sent by someone else, fails the state check and
 * its file is removed.
 */
export async function sendPurchaseOrder(deps: SendDeps, actor: Actor, id: number): Promise<PurchaseOrder> {
  const { order: drawn, pdf } = await purchaseOrderPdf(deps, id);
  assertState(drawn, 'sent');
  const stored = await storeFile(deps.files, 'purchase-orders', pdf, 'pdf', 'application/pdf');
  const nowIso = deps.clock.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { row, order } = await loadOrder(trx, id, true);
      assertState(row, 'sent');
      if (order.updated_at !== drawn.updated_at) throw new DomainError('PURCHASE_ORDER_CHANGED');
      const supplier = presentSupplier((await findSupplier(trx, order.supplier_id))!);
      await updateOrder(trx, id, { status: 'sent', sent_at: nowIso, updated_at: nowIso });
      const language = supplier.language;
      await enqueueMail(trx, deps.clock, {
        template: 'purchase-order',
        language,
        to: supplier.email,
        mail: purchaseOrderMail(language, deps.config.business, {
          contact: supplier.contact ?? supplier.name,
          number: order.number,
          arrival: writtenDate(order.arrival_date, language),
        }),
        attachments: [{ filename: `${order.number}.pdf`, contentType: 'application/pdf', path: stored }],
      });
      await recordAudit(trx, actorOf(actor, nowIso), {
        entity: 'purchase_order',
        entityId: id,
        action: 'send',
        changes: { status: ['draft', 'sent'], sent_to: [null, supplier.email] },
      });
      return (await loadOrder(trx, id)).order;
    });
  } catch (err) {
    await removeFile(deps.files, stored);
    throw err;
  }
}
