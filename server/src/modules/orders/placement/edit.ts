import type { StaffOrderWrite } from '@shop/contract';
import { DomainError } from '../../../errors/domain-error.js';
import { assertNotClosed } from '../../closed-days/index.js';
import type { SessionUser } from '../../auth/index.js';
import { applyOpenCredit, fitInvoiceAllocations } from '../../payments/index.js';
import { auditOrder, orderForAudit } from './audit.js';
import { currentDocument, reissueDocument, snapshotOf } from '../documents/invoicing.js';
import { withLockedOrder } from './locks.js';
import { enqueueReissuedDocuments } from '../documents/notifications.js';
import type { LoadedOrder } from '../presenter.js';
import { linesOf, refundedQuantities, replaceLines, updateOrder } from '../repository.js';
import { creditCheck, loadOrder, refundLines, writeContext, type AlongWithOrder, type OrderDeps } from '../service.js';
import { deliveryColumns, priceLines, type HeldLine } from './writer.js';
import { recordLineCosts } from './line-costs.js';

/**
 * PUT /api/Orders/{id}: staff replace the lines and delivery of an order that is neither
 * delivered nor cancelled. In one transaction, with the order row locked first and then its
 * products in id order: each product takes or gives back only the difference from what it held
 * (a staff edit may go beyond stock: the rest is back-order, as when creating), the totals are
 * recomputed. An issued document never changes: an invoiced order's invoice (a refund's credit
 * note) is cancelled by a document of the opposite kind and the order, as it now is, gets a new
 * one, each with its number and journal entry, so the balance moves by the difference. The
 * customer and the type stay: another customer or type is another order.
 */
export async function editOrder(
  deps: OrderDeps,
  staff: SessionUser,
  id: number,
  input: StaffOrderWrite,
  along?: AlongWithOrder,
): Promise<LoadedOrder> {
  await deps.db.transaction().execute((trx) =>
    withLockedOrder(trx, id, async (order) => {
      if (order.status === 'delivered' || order.status === 'cancelled')
        throw new DomainError('ORDER_NOT_EDITABLE', { status: order.status });
      if (input.customer_id !== order.customer_id)
        throw new DomainError('ORDER_FIXED_ON_EDIT', undefined, { field: 'customer_id' });
      if (input.type !== order.type) throw new DomainError('ORDER_FIXED_ON_EDIT', undefined, { field: 'type' });
      // A new date is not a closed day (issue 38 item 3); one kept is left as it was.
      if (order.type !== 'refund' && input.delivery_date !== order.delivery_date)
        await assertNotClosed(trx, input.delivery_date);
      // Credited lines and restocked goods would no longer add up: such orders are cancelled instead.
      if (order.type === 'order' && (await refundedQuantities(trx, id)).size > 0)
        throw new DomainError('ORDER_HAS_REFUNDS');
      const refund = order.type === 'refund';
      if (refund && (await linesOf(trx, id)).some((l) => l.stock_quantity > 0))
        throw new DomainError('RESTOCKED_REFUND');
      const lines = refund
        ? await refundLines(trx, { ...input, parent_order_id: order.parent_order_id }, id)
        : input.lines;
      const audited = await orderForAudit(trx, id);
      const before = new Map<number, HeldLine>(audited.lines.map((l) => [l.product_id, l] as const));
      const ctx = writeContext(deps, staff);
      const issue = { stamp: ctx.stamp, business: deps.config.business };
      // Frozen before the lines change (documents carried over by 0013 have no snapshot yet).
      const issued = order.invoice_number ? await currentDocument(trx, order.invoice_number) : undefined;
      const frozen = issued ? await snapshotOf(trx, issued, issue.business) : undefined;
      const priced = await priceLines(
        trx,
        { ...input, lines, customer_id: order.customer_id },
        { placement: false, holdsStock: order.stock_taken === 1, refund },
        ctx,
        before,
      );
      await updateOrder(trx, id, {
        ...deliveryColumns(input),
        ...priced.totals,
        // The new lines start not complete (design center): the order is no longer designed.
        design_status: 'not_designed',
        updated_at: ctx.stamp.nowIso,
      });
      await replaceLines(
        trx,
        id,
        priced.lines.map((l) => ({ ...l, order_id: id })),
      );
      // The lines' lots follow what they now hold (decision 063).
      await recordLineCosts(trx, [id]);
      await along?.(trx, id);
      const difference = priced.totals.total_cents - order.total_cents;
      // An invoiced order that grows adds to the balance now: credit control, on the difference.
      const override =
        order.invoice_number && order.type === 'order' && difference > 0
          ? await creditCheck(trx, deps, staff, order, input.credit_override_reason, difference)
          : null;
      if (override) await updateOrder(trx, id, override);
      // The journal and the balance move by the difference through the two documents.
      if (issued && frozen) {
        const reissued = await reissueDocument(trx, issued, frozen, issue);
        await updateOrder(trx, id, reissued.columns);
        await enqueueReissuedDocuments({ ...deps, db: trx }, id, issued, reissued);
      }
      if (order.invoice_number && difference !== 0) {
        // What payments settled follows the new total: a smaller invoice gives the excess back
        // as open credit, a larger one takes what open credit there is.
        const invoice = { id, customer_id: order.customer_id };
        const allocationStamp = { by: staff.id, at: ctx.stamp.nowIso };
        if (difference < 0)
          await fitInvoiceAllocations(trx, { ...invoice, total_cents: priced.totals.total_cents }, allocationStamp);
        else if (order.type === 'order')
          await applyOpenCredit(trx, { ...invoice, total_cents: difference }, allocationStamp);
      }
      await auditOrder(trx, ctx.stamp, id, 'update', audited);
    }),
  );
  return loadOrder(deps.db, id);
}
