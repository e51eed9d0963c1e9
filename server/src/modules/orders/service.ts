import type { Insertable } from 'kysely';
import {
  beforeDeliveryCutoff,
  canMove,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  latestDeliveryDate,
  montrealTime,
  WEB_ORDER_MAX_DAYS_AHEAD,
  type OrderStatus,
  type StaffOrderWrite,
  type WebOrderWrite,
} from '@shop/contract';
import type { Config } from '../../config.js';
import { raiseOrderEvent } from './placement/webhook-events.js';
import { untilDurable, type Db } from '../../db/connection.js';
import type { OrdersTable } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionUser } from '../auth/index.js';
import { applyMovement, ledgerStamp, type LedgerStamp } from '../inventory/index.js';
import { fitInvoiceAllocations } from '../payments/index.js';
import { findUserById } from '../users/index.js';
import { recordAudit } from '../audit/index.js';
import { assertNotClosed, closedDaySet } from '../closed-days/index.js';
import { auditOrder, orderForAudit } from './placement/audit.js';
import { creditHoldReason, staffCreditCheck } from './placement/credit-control.js';
import { documentsOfOrder } from './documents/document-repository.js';
import { withLockedOrder } from './placement/locks.js';
import { currentDocument, invoiceOrder, reverseDocument, snapshotOf } from './documents/invoicing.js';
import { enqueueInvoiceOnConfirm, enqueueMoveNotice, enqueueOrderPlaced } from './documents/notifications.js';
import type { LoadedOrder } from './presenter.js';
import {
  deleteOrderRow,
  findByIdempotencyKey,
  findInvoiceParty,
  findOrder,
  linesOf,
  refundedQuantities,
  setLineStock,
  updateOrder,
  type OrderRecord,
} from './repository.js';
import { returnStock } from './placement/stock.js';
import { recordLineCosts, releaseLineCosts } from './placement/line-costs.js';
import type { FileStore } from '../files/index.js';
import {
  writeOrder,
  type DeliveryInput,
  type LineInput,
  type OrderHeader,
  type WriteContext,
} from './placement/writer.js';

export interface OrderDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'taxRates' | 'business' | 'publicUrl' | 'creditHoldOverdueDays'>;
  /** Where sent invoices are kept for the outbox to attach. */
  files: FileStore;
  /** Demo data is not news: the seed places web orders without e-mailing anyone. */
  silent?: boolean;
}

/** An order and its lines, else ORDER_NOT_FOUND. */
/**
 * A step of another module taken in the order's own transaction, as soon as the order is
 * written (the copy of its delivery address): the order and it are saved together or not at all.
 */
export type AlongWithOrder = (trx: Db, orderId: number) => Promise<void>;

export async function loadOrder(db: Db, id: number): Promise<LoadedOrder> {
  const order = await findOrder(db, id);
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  return { order, lines: await linesOf(db, id), documents: await documentsOfOrder(db, id) };
}

export function writeContext(deps: OrderDeps, user: Pick<SessionUser, 'id' | 'name'>): WriteContext {
  return { stamp: ledgerStamp(deps.clock, user), rates: deps.config.taxRates };
}

/**
 * POST /api/Customer/Orders: a pending web order whose lines are taken from stock at once, so
 * that what a florist sees confirmed on screen is never sold twice. An Idempotency-Key makes a
 * retried request return the order it already created — also a retry that raced the first
 * attempt and lost (on the unique key, or on the stock the first attempt took).
 */
export async function placeWebOrder(
  deps: OrderDeps,
  customer: SessionUser,
  input: WebOrderWrite,
  idempotencyKey: string | undefined,
  along?: AlongWithOrder,
): Promise<{ order: LoadedOrder; created: boolean }> {
  const { db, clock } = deps;
  const existingOrder = async () => {
    const existing = idempotencyKey ? await findByIdempotencyKey(db, customer.id, idempotencyKey) : undefined;
    if (!existing) return null;
    await untilDurable(db);
    return { order: await loadOrder(db, existing.id), created: false };
  };
  // A retry is not looked for first: it fails where the first attempt succeeded (on the unique
  // key, or on the stock or the delivery day the first attempt no longer leaves it) and is
  // answered below with that order. A fresh order, nearly every one, saves the look-up.
  try {
    const now = clock.now();
    // Web orders are for the coming days (a later date is a prebooking staff take), not before the earliest.
    if (input.delivery_date > latestDeliveryDate(now))
      throw new DomainError('DELIVERY_DATE_TOO_LATE', {
        latest: latestDeliveryDate(now),
        days: WEB_ORDER_MAX_DAYS_AHEAD,
      });
    // Closed days (issue 38 item 3): a closed date is refused by its name; the earliest skips them.
    await assertNotClosed(db, input.delivery_date);
    const closed = await openingDays(db, now);
    if (!isDeliveryDateAllowed(input.delivery_date, now, closed))
      throw new DomainError('DELIVERY_DATE_TOO_EARLY', { earliest: earliestDeliveryDate(now, closed) });
    const placed = await db
      .transaction()
      .execute((trx) => writePendingWebOrder(trx, deps, customer, input, idempotencyKey ?? null, along));
    // A web order has no invoice yet: it is issued when staff confirm it.
    return { order: { order: placed.order, lines: placed.lines, documents: [] }, created: true };
  } catch (err) {
    // The look-up failing too (the database gone) must not hide why the placement failed.
    const raced = await existingOrder().catch(() => null);
    if (raced) return raced;
    throw err;
  }
}

/**
 * A pending web order of the customer's, in the caller's transaction: priced and taken from
 * stock (a line marked back_order takes what there is, the rest waits), credit control read,
 * audited, the customer e-mailed. placeWebOrder's, and a standing order's occurrence's (issue 38:
 * its lines all back_order, so that what stock lacks goes to back-order).
 */
export async function writePendingWebOrder(
  trx: Db,
  deps: OrderDeps,
  customer: Pick<SessionUser, 'id' | 'name'>,
  input: DeliveryInput & { lines: LineInput[] },
  idempotencyKey: string | null,
  along?: AlongWithOrder,
) {
  const { clock } = deps;
  const header: OrderHeader = {
    customer_id: customer.id,
    source: 'web',
    type: 'order',
    status: 'pending',
    idempotency_key: idempotencyKey,
    created_by: customer.id,
    parent_order_id: null,
  };
  const ctx = writeContext(deps, customer);
  const { id: orderId, row, lines, total_cents, settle } = await writeOrder(trx, input, header, ctx);
  await along?.(trx, orderId);
  // Credit control: a web order past it waits as pending, saying why, for staff to decide.
  const hold = await creditHoldReason(
    trx,
    customer.id,
    total_cents,
    ctx.stamp.today,
    deps.config.creditHoldOverdueDays,
  );
  if (hold) await updateOrder(trx, orderId, { credit_hold_reason: hold });
  // The order as written, and whom it is for: the trail, the e-mails and the reply are made of it.
  const party = await findInvoiceParty(trx, orderId);
  if (!party) throw new DomainError('ORDER_NOT_FOUND');
  const order = { ...row, credit_hold_reason: hold ?? row.credit_hold_reason, customer_name: party.business_name };
  const document = { order, lines, party };
  await auditOrder(trx, ctx.stamp, orderId, 'create', null, document);
  if (!deps.silent) await enqueueOrderPlaced(trx, clock, deps.config, document);
  // Last: the products' locks are held from here to the commit only (priceLines); what the lines
  // took, at what cost (decision 063), once the stock moved.
  await settle();
  return document;
}

/** The closed days a web order placed now may meet: from today to the latest day it may be for. */
export function openingDays(db: Db, now: Date) {
  return closedDaySet(db, montrealTime(now).date, latestDeliveryDate(now));
}

/**
 * A refund credits an order of the same customer that is not cancelled, only its products, at
 * most the quantities not yet credited, at the prices the customer paid.
 */
export async function refundLines(trx: Db, input: StaffOrderWrite, editing?: number): Promise<LineInput[]> {
  const refundParent = () => new DomainError('REFUND_PARENT');
  if (!input.parent_order_id) throw refundParent();
  return withLockedOrder(
    trx,
    input.parent_order_id,
    async (parent) => {
      if (parent.customer_id !== input.customer_id || parent.type !== 'order' || parent.status === 'cancelled')
        throw refundParent();
      // Only what was invoiced can be credited: a pending order is cancelled, not refunded.
      if (!parent.invoice_number) throw new DomainError('REFUND_NOT_INVOICED');
      const sold = new Map((await linesOf(trx, parent.id)).map((l) => [l.product_id, l]));
      const credited = await refundedQuantities(trx, parent.id, editing);
      return input.lines.map((line, i) => {
        const original = sold.get(line.product_id);
        if (!original) throw new DomainError('REFUND_LINE', undefined, { field: `lines.${i}.product_id` });
        const left = original.quantity - (credited.get(line.product_id) ?? 0);
        if (line.quantity > left) throw new DomainError('REFUND_TOO_MANY', { left }, { field: `lines.${i}.quantity` });
        // Credited in the pack it was sold in, at the price paid (decision 052).
        return { ...line, unit_price_cents: original.unit_price_cents, sold: original };
      });
    },
    refundParent,
  );
}

/**
 * Dry goods credited by a refund go back on the shelf (SPEC §9: fresh flowers are not taken
 * back). A return movement per line; the credit note itself holds no stock.
 */
async function restockDryGoods(trx: Db, refundId: number, parentId: number, stamp: LedgerStamp): Promise<void> {
  // Never more than the original took from stock: back-ordered units never left the shelf.
  const taken = new Map((await linesOf(trx, parentId)).map((l) => [l.product_id, l.stock_quantity]));
  for (const line of await linesOf(trx, refundId)) {
    const back = line.fresh === 0 ? Math.min(line.quantity, taken.get(line.product_id) ?? 0) : 0;
    if (back === 0) continue;
    // Packs of the line credited, each of its base units (decision 052).
    await applyMovement(trx, {
      productId: line.product_id,
      quantity: back * line.pack_units,
      reason: 'return',
      ...stamp,
    });
    // Recorded on the credit note, so that cancelling it takes those units back out.
    await setLineStock(trx, line, { stock_quantity: back });
  }
}

/**
 * POST /api/Orders: staff take an order (by phone) for a customer. A staff order needs no
 * checking, so it is confirmed (and invoiced) at once, a refund becomes its credit note at once,
 * and a prebooking waits as pending without touching stock.
 */
export async function createStaffOrder(
  deps: OrderDeps,
  staff: SessionUser,
  input: StaffOrderWrite,
  along?: AlongWithOrder,
): Promise<LoadedOrder> {
  const id = await deps.db.transaction().execute((trx) => writeStaffOrder(trx, deps, staff, input, 0, along));
  return loadOrder(deps.db, id);
}

/**
 * createStaffOrder in the caller's transaction (a claim's credit note is one); gives the new id.
 * A credit note may keep back `withheldCents` of what it credits (a return's fee and freight).
 */
export async function writeStaffOrder(
  trx: Db,
  deps: OrderDeps,
  staff: SessionUser,
  input: StaffOrderWrite,
  withheldCents = 0,
  along?: AlongWithOrder,
): Promise<number> {
  const customer = await findUserById(trx, input.customer_id);
  if (customer?.role !== 'customer') throw new DomainError('ORDER_CUSTOMER_NOT_FOUND');
  // An order or a prebooking is not for a closed day (issue 38 item 3); a refund keeps its date.
  if (input.type !== 'refund') await assertNotClosed(trx, input.delivery_date);
  const lines = input.type === 'refund' ? await refundLines(trx, input) : input.lines;
  const ctx = writeContext(deps, staff);
  const confirmNow = input.type !== 'prebooking';
  const { id: orderId, settle } = await writeOrder(
    trx,
    { ...input, lines },
    {
      customer_id: input.customer_id,
      source: 'staff',
      type: input.type,
      status: confirmNow ? 'confirmed' : 'pending',
      idempotency_key: null,
      created_by: staff.id,
      parent_order_id: input.type === 'refund' ? (input.parent_order_id ?? null) : null,
    },
    ctx,
    withheldCents,
  );
  await along?.(trx, orderId);
  // A staff order's stock moved in writeOrder: what its lines took, at what cost (decision 063).
  await settle();
  if (confirmNow) {
    const written = await findOrder(trx, orderId);
    if (written) {
      const override =
        input.type === 'order' ? await creditCheck(trx, deps, staff, written, input.credit_override_reason) : null;
      const issue = { stamp: ctx.stamp, business: deps.config.business };
      await updateOrder(trx, orderId, { ...override, ...(await invoiceOrder(trx, written, issue)) });
    }
  }
  if (input.type === 'refund' && input.restock_dry_goods && input.parent_order_id)
    await restockDryGoods(trx, orderId, input.parent_order_id, ctx.stamp);
  if (input.type === 'order' && !deps.silent) await enqueueInvoiceOnConfirm({ ...deps, db: trx }, orderId);
  await auditOrder(trx, ctx.stamp, orderId, 'create', null);
  return orderId;
}

/**
 * Credit control of a staff action that adds `addedCents` (the order's total by default) to
 * the customer's balance: 409 CREDIT_HOLD unless staff give an override reason, which the
 * returned columns record on the order with the staff member.
 */
export function creditCheck(
  trx: Db,
  deps: Pick<OrderDeps, 'clock' | 'config'>,
  staff: SessionUser,
  order: Pick<OrderRecord, 'customer_id' | 'total_cents'>,
  overrideReason: string | undefined,
  addedCents = order.total_cents,
) {
  const stamp = ledgerStamp(deps.clock, staff);
  return staffCreditCheck(
    trx,
    { customerId: order.customer_id, addedCents, today: stamp.today, holdAfterDays: deps.config.creditHoldOverdueDays },
    { reason: overrideReason, staffId: staff.id, nowIso: stamp.nowIso },
  );
}

/** Cancelling a credit note takes back out the dry goods it had put back in stock. */
async function takeBackRestocked(
  trx: Db,
  lines: { product_id: number; stock_quantity: number; pack_units: number }[],
  stamp: LedgerStamp,
): Promise<void> {
  for (const line of lines) {
    if (line.stock_quantity > 0)
      await applyMovement(trx, {
        productId: line.product_id,
        quantity: -line.stock_quantity * line.pack_units,
        reason: 'cancellation',
        ...stamp,
      });
  }
}

/**
 * PUT /api/Orders/{id}/update/{status}: PRODUCT.md's moves only (else 409), one at a time per
 * order (the row is locked). Confirming invoices the order; cancelling gives back its stock and
 * credits an invoiced total. A prebooking becomes an order by its own conversion, not this move.
 */
export async function moveOrder(
  deps: OrderDeps,
  staff: SessionUser,
  id: number,
  to: OrderStatus,
  creditOverrideReason?: string,
): Promise<LoadedOrder> {
  await deps.db
    .transaction()
    .execute((trx) =>
      withLockedOrder(trx, id, (order) => applyMove(trx, deps, staff, order, to, { creditOverrideReason })),
    );
  return loadOrder(deps.db, id);
}

/**
 * POST /api/customer/tickets/{id}/cancel: a florist cancels their own pending web order until
 * the cutoff of its delivery day (issue 34, item 3), as staff would (its stock back, the
 * cancellation notice, the trail with the florist as who). Another's order is not found.
 */
export async function cancelOwnWebOrder(deps: OrderDeps, customer: SessionUser, id: number): Promise<LoadedOrder> {
  await deps.db.transaction().execute((trx) =>
    withLockedOrder(trx, id, async (order) => {
      if (order.customer_id !== customer.id) throw new DomainError('ORDER_NOT_FOUND');
      if (order.source !== 'web' || order.status !== 'pending') throw new DomainError('ORDER_NOT_CANCELLABLE_ONLINE');
      const now = deps.clock.now();
      if (!beforeDeliveryCutoff(order.delivery_date, now, await openingDays(trx, now)))
        throw new DomainError('ORDER_PAST_CUTOFF');
      return applyMove(trx, deps, customer, order, 'cancelled');
    }),
  );
  return loadOrder(deps.db, id);
}

/** One move of a locked order, in the caller's transaction. */
async function applyMove(
  trx: Db,
  deps: OrderDeps,
  staff: SessionUser,
  order: OrderRecord,
  to: OrderStatus,
  options: { creditOverrideReason?: string | undefined; deliveredAt?: string | undefined } = {},
): Promise<void> {
  const { creditOverrideReason } = options;
  const { clock, config, silent } = deps;
  const id = order.id;
  if (!canMove(order.status, to)) throw new DomainError('ORDER_ILLEGAL_MOVE', { from: order.status, to });
  if (order.type === 'prebooking' && to !== 'cancelled') throw new DomainError('PREBOOKING_MOVE');
  const stamp = ledgerStamp(clock, staff);
  const issue = { stamp, business: config.business };
  const changes: Partial<Insertable<OrdersTable>> = { status: to, updated_at: stamp.nowIso };
  // Claims (24 h) and returns (14 days) count from this moment.
  if (to === 'delivered') changes.delivered_at = options.deliveredAt ?? stamp.nowIso;
  const invoicing = to === 'confirmed' && !order.invoice_number;
  if (invoicing) {
    // Confirming invoices the order: credit control, as for a staff order.
    if (order.type === 'order')
      Object.assign(changes, await creditCheck(trx, deps, staff, order, creditOverrideReason));
    Object.assign(changes, await invoiceOrder(trx, order, issue));
  }
  if (to === 'cancelled') {
    if (order.type === 'order' && (await refundedQuantities(trx, id)).size > 0)
      throw new DomainError('ORDER_HAS_REFUNDS');
    if (order.stock_taken === 1) await returnStock(trx, await linesOf(trx, id), stamp);
    if (order.type === 'refund') await takeBackRestocked(trx, await linesOf(trx, id), stamp);
    // The invoice stays as issued; a credit note cancels it (a refund's credit note, an invoice).
    if (order.invoice_number) {
      const current = await currentDocument(trx, order.invoice_number);
      await reverseDocument(trx, current, await snapshotOf(trx, current, config.business), issue);
      // A cancelled invoice is owed no more: what paid it is open credit again.
      await fitInvoiceAllocations(
        trx,
        { id, customer_id: order.customer_id, total_cents: 0 },
        { by: staff.id, at: stamp.nowIso },
      );
    }
    changes.stock_taken = 0;
  }
  await updateOrder(trx, id, changes);
  // A cancelled order gives its lots back (decision 063).
  if (to === 'cancelled') await recordLineCosts(trx, [id]);
  await recordAudit(trx, stamp, {
    entity: 'order',
    entityId: id,
    action: to === 'cancelled' ? 'cancel' : 'status',
    changes: { status: [order.status, to] },
  });
  if (order.type === 'order' && to !== 'pending') await raiseOrderEvent(trx, stamp.nowIso, `order.${to}`, order, to);
  if (order.type === 'order' && !silent)
    await enqueueMoveNotice({ db: trx, clock, config, files: deps.files }, order, to, invoicing);
}

/**
 * The driver or the counter hands an order over (issue 14): a confirmed order passes through
 * ready without a notice (the customer is not told "ready" at the door), then moves to
 * delivered by moveOrder's rules (delivered_at set, the delivery customer e-mailed), both in
 * one transaction on the locked order: never left half-way in ready. `deliveredAt` is when it
 * was handed over if that was before now (a driver's phone out of reach): the claim window
 * counts from it.
 */
export async function deliverOrder(
  deps: OrderDeps,
  staff: SessionUser,
  id: number,
  deliveredAt?: string,
): Promise<LoadedOrder> {
  await deps.db.transaction().execute((trx) =>
    withLockedOrder(trx, id, async (order) => {
      let current = order;
      if (current.status === 'confirmed') {
        await applyMove(trx, { ...deps, silent: true }, staff, current, 'ready');
        current = { ...current, status: 'ready' };
      }
      await applyMove(trx, deps, staff, current, 'delivered', { deliveredAt });
    }),
  );
  return loadOrder(deps.db, id);
}

/**
 * DELETE /api/Orders/{id}?updateInv=: removes an order that has no invoice (an invoice number,
 * once given, stays in the sequence: such an order is cancelled instead). Its stock comes back
 * when asked.
 */
export async function deleteOrder(
  { db, clock }: OrderDeps,
  staff: SessionUser,
  id: number,
  updateInventory: boolean,
): Promise<void> {
  await db.transaction().execute((trx) =>
    withLockedOrder(trx, id, async (order) => {
      if (order.invoice_number) throw new DomainError('INVOICED_DELETE');
      const stamp = ledgerStamp(clock, staff);
      const before = await orderForAudit(trx, id);
      if (updateInventory && order.stock_taken === 1) await returnStock(trx, before.lines, stamp);
      await releaseLineCosts(trx, id);
      await deleteOrderRow(trx, id);
      await auditOrder(trx, stamp, id, 'delete', before);
    }),
  );
}
