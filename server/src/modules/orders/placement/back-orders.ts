import { computeTotals } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import type { SessionUser } from '../../auth/index.js';
import { applyMovement, type LedgerStamp } from '../../inventory/index.js';
import { fitInvoiceAllocations } from '../../payments/index.js';
import { recordAudit } from '../../audit/index.js';
import { auditOrder, orderForAudit } from './audit.js';
import { lineCountOf, linesWithOrders, shrinkLine } from '../reads/back-order-repository.js';
import { currentDocument, reissueDocument, snapshotOf } from '../documents/invoicing.js';
import { lockOrderProducts, withLockedOrder } from './locks.js';
import { linesOf, lockOrderRow, refundedQuantities, setLineStock, updateOrder } from '../repository.js';
import { writeContext, type OrderDeps } from '../service.js';
import { recordLineCosts } from './line-costs.js';

type LockedLine = Awaited<ReturnType<typeof linesWithOrders>>[number];

/** A line still waiting on back-order: of an order that holds stock and is not cancelled. */
const isOpenLine = (l: LockedLine) =>
  l.type === 'order' && l.status !== 'cancelled' && l.stock_taken === 1 && l.quantity > l.stock_quantity;

/** The stock columns of a line that now holds `held` of its `quantity`. */
const lineStock = (quantity: number, held: number) => ({
  stock_quantity: held,
  back_order: quantity > held ? 1 : 0,
  back_order_text: quantity > held ? String(quantity - held) : '',
});

/** What one line received from stock: for the record and the customer's e-mail. */
export interface FilledLine {
  order_line_id: number;
  order_id: number;
  order_number: string;
  customer_id: number;
  product_id: number;
  name_en: string;
  name_fr: string;
  unit: string;
  stems_per_unit: number;
  /** The product's base units in one of the line's packs (decision 052). */
  pack_units: number;
  /** The line's packs filled. */
  quantity: number;
  /** What still waits on the line after this fill. */
  open_after: number;
}

/**
 * Fills back-ordered lines of one product from its stock, in the caller's transaction, under
 * the locking rule: the lines' order rows in id order, then the product. Under the locks the
 * lines are read again, so a line filled or cancelled meanwhile is refused (BACK_ORDER_*), and
 * each take is applyMovement's conditional update, so stock never goes below zero
 * (OUT_OF_STOCK): two staff filling at once can never take more than is on hand. Each line
 * filled has a 'back_order_fill' row in its order's audit trail, stamped as the movement is.
 */
export async function fillBackOrderLines(
  trx: Db,
  stamp: LedgerStamp,
  productId: number,
  asked: { order_line_id: number; quantity: number }[],
): Promise<FilledLine[]> {
  const ids = asked.map((a) => a.order_line_id);
  const orderIds = [...new Set((await linesWithOrders(trx, ids)).map((l) => l.order_id))].sort((a, b) => a - b);
  for (const id of orderIds) await lockOrderRow(trx, id);
  await lockOrderProducts(trx, [productId]);
  const lines = new Map((await linesWithOrders(trx, ids)).map((l) => [l.id, l]));
  const filled: FilledLine[] = [];
  for (const [i, a] of asked.entries()) {
    const line = lines.get(a.order_line_id);
    if (!line || line.product_id !== productId || !isOpenLine(line))
      throw new DomainError('BACK_ORDER_NOT_FOUND', undefined, { field: `lines.${i}.order_line_id` });
    const open = line.quantity - line.stock_quantity;
    if (a.quantity > open) throw new DomainError('BACK_ORDER_TOO_MANY', { open }, { field: `lines.${i}.quantity` });
    // The packs filled, each of the line's base units (decision 052).
    await applyMovement(trx, {
      productId,
      quantity: -a.quantity * line.pack_units,
      reason: 'order',
      note: `back-order ${line.order_number}`,
      ...stamp,
    });
    await setLineStock(trx, line, lineStock(line.quantity, line.stock_quantity + a.quantity));
    // The order's trail: what the line holds from stock, before and after, by whom and from where.
    await recordAudit(trx, stamp, {
      entity: 'order',
      entityId: line.order_id,
      action: 'back_order_fill',
      changes: { [`lines.${productId}.stock_quantity`]: [line.stock_quantity, line.stock_quantity + a.quantity] },
    });
    filled.push({
      order_line_id: line.id,
      order_id: line.order_id,
      order_number: line.order_number,
      customer_id: line.customer_id,
      product_id: productId,
      name_en: line.name_en,
      name_fr: line.name_fr,
      unit: line.unit,
      stems_per_unit: line.stems_per_unit,
      pack_units: line.pack_units,
      quantity: a.quantity,
      open_after: open - a.quantity,
    });
  }
  // What the filled lines took, at what cost (decision 063).
  await recordLineCosts(
    trx,
    filled.map((f) => f.order_id),
  );
  return filled;
}

/** What cancelling a back-order removed, and the credit note when the order was invoiced. */
export interface CancelledBackOrder {
  /** Null when the line took nothing from stock and so is gone. */
  order_line_id: number | null;
  order_id: number;
  customer_id: number;
  product_id: number;
  quantity: number;
  credit_note_number: string | null;
}

/**
 * Staff cancel what is still open of a back-ordered line, in the caller's transaction: the
 * line's quantity drops to what it took from stock (the line goes when it took nothing) and the
 * order's totals follow. An invoiced order's invoice is never changed: as for an edit, a credit
 * note reverses it and the order as it now is gets a new invoice, so the journal and the balance
 * move by the difference; what payments settled follows the smaller total. No stock moves: the
 * units never left the shelf. The order's audit trail has one 'back_order_cancel' row.
 */
export async function cancelBackOrderLine(
  trx: Db,
  deps: OrderDeps,
  staff: SessionUser,
  lineId: number,
): Promise<CancelledBackOrder> {
  const [peek] = await linesWithOrders(trx, [lineId]);
  if (!peek) throw new DomainError('BACK_ORDER_NOT_FOUND');
  return withLockedOrder(trx, peek.order_id, async (order) => {
    const [line] = await linesWithOrders(trx, [lineId]);
    if (!line || !isOpenLine(line)) throw new DomainError('BACK_ORDER_NOT_FOUND');
    const open = line.quantity - line.stock_quantity;
    const left = line.stock_quantity;
    if (left === 0 && (await lineCountOf(trx, order.id)) === 1) throw new DomainError('BACK_ORDER_ONLY_LINE');
    // Units a credit note already credits must stay on the order (what is left of the product).
    const refunded = (await refundedQuantities(trx, order.id)).get(line.product_id) ?? 0;
    const ofProduct = (await linesOf(trx, order.id))
      .filter((l) => l.product_id === line.product_id)
      .reduce((sum, l) => sum + l.quantity, 0);
    if (refunded > ofProduct - open) throw new DomainError('BACK_ORDER_REFUNDED');

    const ctx = writeContext(deps, staff);
    const issue = { stamp: ctx.stamp, business: deps.config.business };
    const before = await orderForAudit(trx, order.id);
    // Frozen before the line changes (documents carried over by 0013 have no snapshot yet).
    const issued = order.invoice_number ? await currentDocument(trx, order.invoice_number) : undefined;
    const frozen = issued ? await snapshotOf(trx, issued, issue.business) : undefined;
    await shrinkLine(trx, lineId, { quantity: left, line_total_cents: left * line.unit_price_cents });
    const totals = computeTotals(
      (await linesOf(trx, order.id)).map((l) => ({ quantity: l.quantity, unit_price_cents: l.unit_price_cents })),
      order.delivery_fee_cents,
      ctx.rates,
    );
    await updateOrder(trx, order.id, { ...totals, updated_at: ctx.stamp.nowIso });
    let creditNote: string | null = null;
    if (issued && frozen) {
      const reissued = await reissueDocument(trx, issued, frozen, issue);
      await updateOrder(trx, order.id, reissued.columns);
      creditNote = reissued.reversal.number;
      await fitInvoiceAllocations(
        trx,
        { id: order.id, customer_id: order.customer_id, total_cents: totals.total_cents },
        { by: staff.id, at: ctx.stamp.nowIso },
      );
    }
    // One row of the order's trail: the line, the totals and the new invoice number.
    await auditOrder(trx, ctx.stamp, order.id, 'back_order_cancel', before);
    return {
      order_line_id: left > 0 ? lineId : null,
      order_id: order.id,
      customer_id: order.customer_id,
      product_id: line.product_id,
      quantity: open,
      credit_note_number: creditNote,
    };
  });
}
