import type { Db } from '../../../db/connection.js';
import { applyMovements, type Movement } from '../../inventory/index.js';
import { auditOrder, orderForAudit } from './audit.js';
import type { CreditOverride } from './credit-control.js';
import { lockOrderProducts } from './locks.js';
import { prebookingLines, type PrebookingLine } from '../reads/prebooking-repository.js';
import { setLineStock, updateOrder, type OrderRecord } from '../repository.js';
import { invoiceOrder, type IssueContext } from '../documents/invoicing.js';
import { settleLineStock } from './stock.js';
import { recordLineCosts } from './line-costs.js';
import { raiseOrderEvent } from './webhook-events.js';

/** A line of a conversion that could not take all of its quantity from stock. */
export interface ShortLine {
  line: PrebookingLine;
  fromStock: number;
}

/**
 * Turns a prebooking into a confirmed order, in the caller's transaction with the order row
 * already locked (withLockedOrder): its products are locked in id order as orders lock them;
 * each line takes what there is through the ledger and the rest goes on back-order
 * (settleLineStock, as a staff order does); the order is invoiced and added to the customer's
 * balance as confirming an order does, and the audit trail has one 'convert' row (with the
 * stamp's who and from where). Prices stay those of the prebooking. Gives the lines left on
 * back-order, with the stock their product had.
 */
export async function convertToOrder(
  trx: Db,
  order: OrderRecord,
  ctx: IssueContext,
  creditOverride: CreditOverride | null,
): Promise<ShortLine[]> {
  const { stamp } = ctx;
  const before = await orderForAudit(trx, order.id);
  const lines = await prebookingLines(trx, order.id);
  const products = await lockOrderProducts(
    trx,
    lines.map((l) => l.product_id),
  );
  const short: ShortLine[] = [];
  const available = new Map([...products].map(([id, p]) => [id, p.on_hand]));
  const moves: Movement[] = [];
  for (const line of lines) {
    const onHand = available.get(line.product_id) ?? 0;
    const { take, ...stock } = settleLineStock(
      {
        quantity: line.quantity,
        units: line.pack_units,
        available: onHand,
        held: line.stock_quantity * line.pack_units,
      },
      'up-to-stock',
    );
    available.set(line.product_id, onHand - take);
    if (take !== 0) moves.push({ productId: line.product_id, quantity: -take });
    await setLineStock(trx, { id: line.id, order_id: order.id }, stock);
    if (stock.back_order === 1) short.push({ line: { ...line, on_hand: onHand }, fromStock: stock.stock_quantity });
  }
  await applyMovements(trx, moves, { reason: 'order', ...stamp });
  await updateOrder(trx, order.id, {
    type: 'order',
    status: 'confirmed',
    // Ordered from the farms for this customer: a special order (SPEC §9: not returnable).
    from_prebooking: 1,
    stock_taken: 1,
    update_inventory: 1,
    updated_at: stamp.nowIso,
    ...creditOverride,
  });
  // Now an order holding stock: what its lines took, at what cost (decision 063).
  await recordLineCosts(trx, [order.id]);
  // Invoiced once it is an order: the snapshot shows what the customer got.
  await updateOrder(trx, order.id, await invoiceOrder(trx, order, ctx));
  // One row of the trail: the type, the invoice number and any credit override, before and after.
  await auditOrder(trx, stamp, order.id, 'convert', before);
  // For a receiver, a prebooking becomes an order here, confirmed at once (its invoice is raised by invoicing).
  const converted = { ...order, type: 'order' };
  await raiseOrderEvent(trx, stamp.nowIso, 'order.created', converted, 'confirmed');
  await raiseOrderEvent(trx, stamp.nowIso, 'order.confirmed', converted, 'confirmed');
  return short;
}
