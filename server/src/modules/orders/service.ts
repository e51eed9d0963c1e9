import type { Insertable } from 'kysely';
import {
  canMove,
  computeTotals,
  DEFAULT_TAX_RATES,
  deliveryFeeCents,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  type Language,
  type Order,
  type OrderStatus,
  type StaffOrderWrite,
  type WebOrderWrite,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionUser } from '../auth/sessions.js';
import { activeSpecialPrices } from '../offers/special-prices.js';
import { addToBalance } from '../payments/repository.js';
import { orderMessages } from './messages.js';
import { presentOrder } from './presenter.js';
import {
  findByIdempotencyKey,
  findOrder,
  insertLines,
  insertOrder,
  linesOf,
  lockedStock,
  nextCounter,
  setStatus,
} from './repository.js';
import { returnStock, takeStock } from './stock.js';

export interface OrderDeps {
  db: Db;
  clock: Clock;
}

type LineInput = { product_id: number; quantity: number; unit_price_cents?: number | null | undefined };
type DeliveryInput = Pick<WebOrderWrite, 'delivery_method' | 'delivery_zone' | 'delivery_date' | 'notes' | 'po_number'>;

function stampOf(clock: Clock, user: SessionUser) {
  const now = clock.now();
  return { by: { id: user.id, name: user.name }, nowIso: now.toISOString(), today: businessDate(now) };
}

export async function loadOrder(db: Db, id: number, language: Language): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw notFound(orderMessages[language].notFound);
  return presentOrder(order, await linesOf(db, id), language);
}

/**
 * Writes an order and its lines in the caller's transaction: each product is read (locked on
 * PostgreSQL), priced (a staff price, else an active offer's, else the catalogue's), and taken
 * from stock — all of it for a web order, what there is for staff (the rest is back-order).
 */
async function writeOrder(
  trx: Db,
  input: DeliveryInput & { lines: LineInput[] },
  order: Pick<
    Insertable<OrdersTable>,
    'customer_id' | 'source' | 'type' | 'status' | 'idempotency_key' | 'created_by' | 'parent_order_id'
  >,
  stamp: ReturnType<typeof stampOf>,
  language: Language,
): Promise<number> {
  const m = orderMessages[language];
  const specials = await activeSpecialPrices(
    trx,
    input.lines.map((l) => l.product_id),
    stamp.today,
  );
  const takesStock = order.type === 'order';
  // A refund is a credit note: its lines and totals count against the customer.
  const sign = order.type === 'refund' ? -1 : 1;
  const lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[] = [];
  for (const [position, line] of input.lines.entries()) {
    const product = await lockedStock(trx, line.product_id);
    if (!product) throw badRequest(m.productNotFound, `lines.${position}.product_id`);
    const name = language === 'fr' ? product.name_fr : product.name_en;
    if (order.source === 'web' && product.active !== 1) throw conflict(m.productUnavailable(name));
    const price = line.unit_price_cents ?? specials.get(product.id) ?? product.price_cents;
    const fromStock = takesStock
      ? await takeStock(
          trx,
          { productId: product.id, quantity: line.quantity, onHand: product.on_hand },
          order.source === 'web' ? 'all-or-nothing' : 'up-to-stock',
          stamp,
          language,
        )
      : 0;
    const backOrdered = takesStock ? line.quantity - fromStock : 0;
    lines.push({
      position,
      product_id: product.id,
      name_en: product.name_en,
      name_fr: product.name_fr,
      unit: product.unit,
      stems_per_unit: product.stems_per_unit,
      fresh: product.fresh,
      quantity: line.quantity,
      unit_price_cents: price,
      line_total_cents: sign * line.quantity * price,
      stock_quantity: fromStock,
      back_order: backOrdered > 0 ? 1 : 0,
      back_order_text: backOrdered > 0 ? String(backOrdered) : '',
    });
  }
  const totals = computeTotals(
    lines.map((l) => ({ quantity: sign * l.quantity, unit_price_cents: l.unit_price_cents })),
    order.type === 'refund' ? 0 : deliveryFeeCents(input.delivery_method, input.delivery_zone),
    DEFAULT_TAX_RATES,
  );
  const id = await insertOrder(trx, {
    ...order,
    number: String(await nextCounter(trx, 'order')),
    delivery_method: input.delivery_method,
    delivery_zone: input.delivery_method === 'delivery' ? (input.delivery_zone ?? null) : null,
    delivery_date: input.delivery_date,
    notes: input.notes ?? null,
    po_number: input.po_number ?? null,
    ...totals,
    stock_taken: takesStock ? 1 : 0,
    created_at: stamp.nowIso,
    updated_at: stamp.nowIso,
  });
  await insertLines(
    trx,
    lines.map((l) => ({ ...l, order_id: id })),
  );
  return id;
}

/**
 * POST /api/Customer/Orders: a pending web order whose lines are taken from stock at once, so
 * that what a florist sees confirmed on screen is never sold twice. An Idempotency-Key makes a
 * retried request return the order it already created.
 */
export async function placeWebOrder(
  { db, clock }: OrderDeps,
  customer: SessionUser,
  input: WebOrderWrite,
  idempotencyKey: string | undefined,
  language: Language,
): Promise<{ order: Order; created: boolean }> {
  const m = orderMessages[language];
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, customer.id, idempotencyKey);
    if (existing) return { order: await loadOrder(db, existing.id, language), created: false };
  }
  const now = clock.now();
  if (!isDeliveryDateAllowed(input.delivery_date, now))
    throw badRequest(m.dateTooEarly(earliestDeliveryDate(now)), 'delivery_date');
  try {
    const id = await db.transaction().execute((trx) =>
      writeOrder(
        trx,
        input,
        {
          customer_id: customer.id,
          source: 'web',
          type: 'order',
          status: 'pending',
          idempotency_key: idempotencyKey ?? null,
          created_by: customer.id,
          parent_order_id: null,
        },
        stampOf(clock, customer),
        language,
      ),
    );
    return { order: await loadOrder(db, id, language), created: true };
  } catch (err) {
    // Two requests with the same key at once: the second loses the unique index, not the order.
    if (idempotencyKey && isUniqueViolation(err)) {
      const existing = await findByIdempotencyKey(db, customer.id, idempotencyKey);
      if (existing) return { order: await loadOrder(db, existing.id, language), created: false };
    }
    throw err;
  }
}

/** Gives a confirmed order its invoice number and puts its total on the customer's balance. */
async function invoiceOrder(
  trx: Db,
  order: { id: number; customer_id: number; total_cents: number; type: string },
  stamp: ReturnType<typeof stampOf>,
): Promise<Partial<Insertable<OrdersTable>>> {
  await addToBalance(trx, order.customer_id, order.total_cents);
  const [counter, prefix] = order.type === 'refund' ? (['credit', 'C'] as const) : (['invoice', 'F'] as const);
  return {
    invoice_number: `${prefix}-${String(await nextCounter(trx, counter)).padStart(6, '0')}`,
    invoiced_on: stamp.today,
  };
}

/** A refund names an order of the same customer (its parent), and only products of that order. */
async function assertRefundable(trx: Db, input: StaffOrderWrite, language: Language): Promise<void> {
  const m = orderMessages[language];
  const parent = input.parent_order_id ? await findOrder(trx, input.parent_order_id) : undefined;
  if (!parent || parent.customer_id !== input.customer_id || parent.type === 'refund')
    throw badRequest(m.refundParent, 'parent_order_id');
  const products = new Set((await linesOf(trx, parent.id)).map((l) => l.product_id));
  const stranger = input.lines.findIndex((l) => !products.has(l.product_id));
  if (stranger >= 0) throw badRequest(m.refundLine, `lines.${stranger}.product_id`);
}

/**
 * POST /api/Orders: staff take an order (by phone) for a customer. A staff order needs no
 * checking, so it is confirmed (and invoiced) at once, a refund becomes its credit note at once,
 * and a prebooking waits as pending without touching stock.
 */
export async function createStaffOrder(
  { db, clock }: OrderDeps,
  staff: SessionUser,
  input: StaffOrderWrite,
  language: Language,
): Promise<Order> {
  const id = await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.customer_id)
      .where('role', '=', 'customer')
      .executeTakeFirst();
    if (!customer) throw badRequest(orderMessages[language].customerNotFound, 'customer_id');
    if (input.type === 'refund') await assertRefundable(trx, input, language);
    const stamp = stampOf(clock, staff);
    const confirmNow = input.type !== 'prebooking';
    const orderId = await writeOrder(
      trx,
      input,
      {
        customer_id: input.customer_id,
        source: 'staff',
        type: input.type,
        status: confirmNow ? 'confirmed' : 'pending',
        idempotency_key: null,
        created_by: staff.id,
        parent_order_id: input.parent_order_id ?? null,
      },
      stamp,
      language,
    );
    if (confirmNow) {
      const written = await findOrder(trx, orderId);
      if (written) await setStatus(trx, orderId, await invoiceOrder(trx, written, stamp));
    }
    return orderId;
  });
  return loadOrder(db, id, language);
}

/**
 * PUT /api/Orders/{id}/update/{status}: PRODUCT.md's moves only (else 409). Confirming invoices
 * the order (number, balance); cancelling gives back its stock and credits an invoiced total.
 */
export async function moveOrder(
  { db, clock }: OrderDeps,
  staff: SessionUser,
  id: number,
  to: OrderStatus,
  language: Language,
): Promise<Order> {
  const m = orderMessages[language];
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order) throw notFound(m.notFound);
    if (!canMove(order.status, to)) throw conflict(m.illegalMove(order.status, to));
    const stamp = stampOf(clock, staff);
    const changes: Partial<Insertable<OrdersTable>> = { status: to, updated_at: stamp.nowIso };
    if (to === 'confirmed' && !order.invoice_number) Object.assign(changes, await invoiceOrder(trx, order, stamp));
    if (to === 'cancelled') {
      if (order.stock_taken === 1) await returnStock(trx, await linesOf(trx, id), stamp, language);
      if (order.invoice_number) await addToBalance(trx, order.customer_id, -order.total_cents);
      changes.stock_taken = 0;
    }
    await setStatus(trx, id, changes);
  });
  return loadOrder(db, id, language);
}

/** DELETE /api/Orders/{id}?updateInv=: removes the order; its stock comes back when asked. */
export async function deleteOrder(
  { db, clock }: OrderDeps,
  staff: SessionUser,
  id: number,
  updateInventory: boolean,
  language: Language,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order) throw notFound(orderMessages[language].notFound);
    if (updateInventory && order.stock_taken === 1)
      await returnStock(trx, await linesOf(trx, id), stampOf(clock, staff), language);
    if (order.invoice_number && order.status !== 'cancelled')
      await addToBalance(trx, order.customer_id, -order.total_cents);
    await trx.updateTable('orders').set({ parent_order_id: null }).where('parent_order_id', '=', id).execute();
    await trx.deleteFrom('orders').where('id', '=', id).execute();
  });
}
