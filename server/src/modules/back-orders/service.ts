import type {
  BackOrderAllocate,
  BackOrderAllocated,
  BackOrderAllocation,
  BackOrderCancelled,
  BackOrderFills,
  BackOrderListParams,
  BackOrderProducts,
  Language,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { SessionUser } from '../auth/index.js';
import { findProduct } from '../catalog/index.js';
import { ledgerStamp } from '../inventory/index.js';
import {
  backOrderPage,
  backOrdersOfProduct,
  backOrderTotals,
  cancelBackOrderLine,
  fillBackOrderLines,
  type OrderDeps,
} from '../orders/index.js';
import { enqueueBackOrderCancelled, enqueueBackOrderFilled } from './notifications.js';
import { presentBackOrderLine } from './presenter.js';
import { fillsOfOrder, recordFills } from './repository.js';

/** What the back-order routes need: the orders module's own dependencies (stock, documents, e-mails). */
export type BackOrderDeps = OrderDeps;

/** GET /api/back-orders: a page of the queue. */
export async function backOrderQueue(db: Db, params: BackOrderListParams, reader: Language) {
  const { rows, total } = await backOrderPage(db, params, reader);
  return {
    lines: rows.map((r) => presentBackOrderLine(r, reader)),
    pagination: { page: params.page, limit: params.limit, total },
  };
}

/**
 * What a product's stock can fill now: its open back-orders, oldest order first, each proposed
 * as many of its packs as the stock left after the older ones holds whole (staff may untick or
 * lower them). The stock counts base units, a line its packs (decision 052): a box of 120
 * waiting is proposed nothing from 50 stems, and the stems left go to the next line.
 */
export async function allocationFor(db: Db, productId: number, reader: Language): Promise<BackOrderAllocation> {
  const product = await findProduct(db, productId);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  let left = Math.max(0, product.on_hand);
  const lines = (await backOrdersOfProduct(db, productId)).map((row) => {
    const line = presentBackOrderLine(row, reader);
    const proposed = Math.min(line.open_quantity, Math.floor(left / line.pack_units));
    left -= proposed * line.pack_units;
    return { ...line, proposed_quantity: proposed };
  });
  return {
    product_id: product.id,
    product_name: reader === 'fr' ? product.name_fr : product.name_en,
    on_hand: product.on_hand,
    lines,
  };
}

/** GET /api/back-orders/products?ids=: which of these products (just received) have back-orders waiting. */
export async function backOrderProducts(db: Db, ids: number[], reader: Language): Promise<BackOrderProducts> {
  const totals = await backOrderTotals(db, ids);
  const products = [];
  for (const [productId, t] of totals) {
    const product = await findProduct(db, productId);
    if (product)
      products.push({
        product_id: productId,
        product_name: reader === 'fr' ? product.name_fr : product.name_en,
        on_hand: product.on_hand,
        ...t,
      });
  }
  return { products };
}

/**
 * POST /api/back-orders/allocations: fills the chosen lines of one product from its stock in one
 * transaction (the stock taken, the lines updated, the fills recorded, each customer e-mailed),
 * all or nothing: never more than is on hand, whoever else allocates at the same time.
 */
export async function allocateBackOrders(
  deps: BackOrderDeps,
  staff: SessionUser,
  input: BackOrderAllocate,
): Promise<BackOrderAllocated> {
  const stamp = ledgerStamp(deps.clock, staff);
  const filled = await deps.db.transaction().execute(async (trx) => {
    const lines = await fillBackOrderLines(trx, stamp, input.product_id, input.lines);
    await recordFills(
      trx,
      lines.map((l) => ({
        order_line_id: l.order_line_id,
        order_id: l.order_id,
        product_id: l.product_id,
        kind: 'fill' as const,
        quantity: l.quantity,
        created_by: staff.id,
        created_by_name: staff.name,
        created_at: stamp.nowIso,
      })),
    );
    if (!deps.silent) await enqueueBackOrderFilled({ ...deps, db: trx }, lines);
    return lines;
  });
  const product = await findProduct(deps.db, input.product_id);
  return {
    // In base units, as on_hand: a box of 120 filled is 120.
    filled_quantity: filled.reduce((sum, l) => sum + l.quantity * l.pack_units, 0),
    line_count: filled.length,
    on_hand: product?.on_hand ?? 0,
  };
}

/** POST /api/back-orders/{lineId}/cancel: what is open of the line is removed from its order. */
export async function cancelBackOrder(
  deps: BackOrderDeps,
  staff: SessionUser,
  lineId: number,
): Promise<BackOrderCancelled> {
  return deps.db.transaction().execute(async (trx) => {
    const cancelled = await cancelBackOrderLine(trx, { ...deps, db: trx }, staff, lineId);
    await recordFills(trx, [
      {
        // The line is gone when it held nothing: the record keeps its order and product.
        order_line_id: cancelled.order_line_id,
        order_id: cancelled.order_id,
        product_id: cancelled.product_id,
        kind: 'cancel',
        quantity: cancelled.quantity,
        created_by: staff.id,
        created_by_name: staff.name,
        created_at: deps.clock.now().toISOString(),
      },
    ]);
    if (!deps.silent) await enqueueBackOrderCancelled({ ...deps, db: trx }, cancelled);
    return {
      order_id: cancelled.order_id,
      cancelled_quantity: cancelled.quantity,
      credit_note_number: cancelled.credit_note_number,
    };
  });
}

/** GET /api/back-orders/orders/{orderId}/fills: the order's back-orders filled and cancelled, oldest first. */
export async function fillsOf(db: Db, orderId: number, reader: Language): Promise<BackOrderFills> {
  const rows = await fillsOfOrder(db, orderId);
  return {
    fills: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      product_id: r.product_id,
      product_name: reader === 'fr' ? r.name_fr : r.name_en,
      quantity: r.quantity,
      created_by_name: r.created_by_name,
      created_at: r.created_at,
    })),
  };
}
