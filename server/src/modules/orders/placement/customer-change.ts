import { beforeDeliveryCutoff } from '@shop/contract';
import type { CustomerOrderChange } from '@shop/contract/order-change';
import { DomainError } from '../../../errors/domain-error.js';
import type { SessionUser } from '../../auth/index.js';
import type { LoadedOrder } from '../presenter.js';
import { replaceLines, updateOrder } from '../repository.js';
import { loadOrder, openingDays, writeContext, type OrderDeps } from '../service.js';
import { auditOrder, orderForAudit } from './audit.js';
import { creditHoldReason } from './credit-control.js';
import { withLockedOrder } from './locks.js';
import { recordLineCosts } from './line-costs.js';
import { deliveryColumns, priceLines, type HeldLine } from './writer.js';

/**
 * PUT /api/customer/tickets/{id}: a florist changes the quantities of their own pending web
 * order until the cutoff of its delivery day (issue 34, item 3), by the rules of a placement:
 * each product takes or gives back only the difference, all of it from stock (OUT_OF_STOCK
 * names what is left) except on a line already waiting on a back-order, at the prices the
 * order was placed at; a product left out is taken off and gives its stock back. Credit control
 * is read again on the new total, and the trail records the florist as who.
 */
export async function changeOwnWebOrder(
  deps: OrderDeps,
  customer: SessionUser,
  id: number,
  input: CustomerOrderChange,
): Promise<LoadedOrder> {
  await deps.db.transaction().execute((trx) =>
    withLockedOrder(trx, id, async (order) => {
      if (order.customer_id !== customer.id) throw new DomainError('ORDER_NOT_FOUND');
      if (order.source !== 'web' || order.status !== 'pending') throw new DomainError('ORDER_NOT_CHANGEABLE_ONLINE');
      const now = deps.clock.now();
      if (!beforeDeliveryCutoff(order.delivery_date, now, await openingDays(trx, now)))
        throw new DomainError('ORDER_PAST_CUTOFF');
      const audited = await orderForAudit(trx, id);
      const held = new Map(audited.lines.map((l) => [l.product_id, l] as const));
      for (const [position, line] of input.lines.entries())
        if (!held.has(line.product_id))
          throw new DomainError('ORDER_CHANGE_NEW_PRODUCT', undefined, { field: `lines.${position}.product_id` });
      const ctx = writeContext(deps, customer);
      const before = new Map<number, HeldLine>(audited.lines.map((l) => [l.product_id, l] as const));
      const lines = input.lines.map((line) => ({ ...line, back_order: held.get(line.product_id)?.back_order === 1 }));
      const priced = await priceLines(
        trx,
        {
          ...deliveryColumns({ ...order, delivery_zone: order.delivery_zone ?? undefined }),
          lines,
          customer_id: order.customer_id,
        },
        { placement: true, holdsStock: order.stock_taken === 1, refund: false },
        ctx,
        before,
      );
      const hold = await creditHoldReason(
        trx,
        customer.id,
        priced.totals.total_cents,
        ctx.stamp.today,
        deps.config.creditHoldOverdueDays,
      );
      await updateOrder(trx, id, { ...priced.totals, credit_hold_reason: hold, updated_at: ctx.stamp.nowIso });
      await replaceLines(
        trx,
        id,
        priced.lines.map((l) => ({ ...l, order_id: id })),
      );
      await auditOrder(trx, ctx.stamp, id, 'update', audited);
      // Last: the products' locks are held from here to the commit only (priceLines).
      await priced.settle();
      // The lines' lots follow what they now hold (decision 063).
      await recordLineCosts(trx, [id]);
    }),
  );
  return loadOrder(deps.db, id);
}
