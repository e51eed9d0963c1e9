import {
  addDays,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  isSunday,
  PAYMENT_METHODS,
  type DeliveryZone,
  type OrderStatus,
} from '@shop/contract';
import type { Db } from '../db/connection.js';
import type { FileStore } from '../modules/files/index.js';
import { businessDate } from '../lib/business-date.js';
import type { Clock } from '../lib/clock.js';
import type { SessionUser } from '../modules/auth/sessions.js';
import { applyMovement } from '../modules/inventory/ledger.js';
import { createStaffOrder, moveOrder, placeWebOrder, type OrderDeps } from '../modules/orders/service.js';
import { receivePayment } from '../modules/payments/service.js';

const ORDERS = 260;
const DAY_MS = 24 * 3600_000;
const ZONES: DeliveryZone[] = ['ville-saint-laurent', 'montreal-laval', 'north-south-shore'];

/** A small deterministic generator: the same demo data on every start (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Plan {
  customer: SessionUser;
  web: boolean;
  prebooking: boolean;
  delivery: string;
  placedAt: Date;
  target: OrderStatus;
  lines: { product_id: number; quantity: number }[];
  zone: DeliveryZone | null;
}

/** Where an order of that delivery day stands today: the past is delivered, the future waits. */
function targetStatus(delivery: string, today: string, roll: number, web: boolean): OrderStatus {
  if (roll < 0.07) return 'cancelled';
  if (delivery < today) return 'delivered';
  if (web && roll < 0.45) return 'pending';
  // The next couple of days are being prepared.
  if (delivery <= addDays(today, 2)) return roll < 0.7 ? 'ready' : 'confirmed';
  return 'confirmed';
}

const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  ready: ['confirmed', 'ready'],
  delivered: ['confirmed', 'ready', 'delivered'],
  cancelled: ['cancelled'],
};

/**
 * A few hundred orders over the last and next two weeks, in every status, for the approved
 * demo customers, written by the orders service itself (each at its own moment of a fixed
 * clock), so that stock, invoice numbers and balances are what the application would have
 * made; then a few refunds and payments. The products used first receive enough stock,
 * through the ledger, for every order to be served from it.
 */
export async function seedDemoOrders(
  db: Db,
  clock: Clock,
  config: OrderDeps['config'],
  files: FileStore,
): Promise<void> {
  const rand = random(20261120);
  const now = clock.now();
  const today = businessDate(now);
  const staffRow = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  const staff = staffRow && { ...staffRow, roles: ['owner' as const] };
  if (!staff) return;
  const customers = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('role', '=', 'customer')
    .where('status', '=', 'approved')
    .where('active', '=', 1)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, roles: [] })));
  // Well-stocked products only, so that the sold-out and low-stock demo rows stay as they are.
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('active', '=', 1)
    .where((eb) => eb('on_hand', '>', eb.ref('low_stock_at')))
    .orderBy('id')
    .limit(40)
    .execute();
  if (customers.length === 0 || products.length < 6) return;

  const stamp = { by: { id: staff.id, name: staff.name }, nowIso: new Date(now.getTime() - 15 * DAY_MS).toISOString() };
  await db.transaction().execute(async (trx) => {
    for (const p of products)
      await applyMovement(trx, {
        productId: p.id,
        quantity: 400,
        reason: 'receipt',
        ...stamp,
        today: addDays(today, -15),
      });
  });

  await placeOrders(db, clock, config, files, { staff, customers, products, today, now }, rand);
}

async function placeOrders(
  db: Db,
  clock: Clock,
  config: OrderDeps['config'],
  files: FileStore,
  demo: { staff: SessionUser; customers: SessionUser[]; products: { id: number }[]; today: string; now: Date },
  rand: () => number,
): Promise<void> {
  const { staff, customers, products, today, now } = demo;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const plans: Plan[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const customer = customers[i % customers.length]!;
    const prebooking = i % 23 === 0;
    const web = !prebooking && rand() < 0.45;
    let delivery = addDays(today, prebooking ? 7 + Math.floor(rand() * 8) : Math.floor(rand() * 29) - 14);
    if (isSunday(delivery)) delivery = addDays(delivery, 1);
    // Placed one to three days ahead at 07:30 in Montreal, never later than now.
    const ahead = Date.parse(`${addDays(delivery, -1 - Math.floor(rand() * 3))}T12:30:00Z`);
    const placedAt = new Date(Math.min(ahead, now.getTime() - (ORDERS - i) * 60_000));
    if (web && !isDeliveryDateAllowed(delivery, placedAt)) delivery = earliestDeliveryDate(placedAt);
    const chosen = new Set<number>();
    const lineCount = 2 + Math.floor(rand() * 5);
    while (chosen.size < lineCount) chosen.add(pick(products).id);
    plans.push({
      customer,
      web,
      prebooking,
      delivery,
      placedAt,
      target: prebooking ? 'pending' : targetStatus(delivery, today, rand(), web),
      lines: [...chosen].map((id) => ({ product_id: id, quantity: 1 + Math.floor(rand() * 6) })),
      zone: rand() < 0.25 ? null : pick(ZONES),
    });
  }
  plans.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());

  const delivered: { id: number; customer: number; lines: Plan['lines'] }[] = [];
  for (const plan of plans) {
    const at = (minutes: number): OrderDeps => ({
      db,
      config,
      files,
      silent: true,
      // Staff move an order half an hour after it is placed, then hourly, but never later than
      // now: the trail shows no move still to come.
      clock: { now: () => new Date(Math.min(plan.placedAt.getTime() + minutes * 60_000, now.getTime())) },
    });
    const input = {
      delivery_method: plan.zone ? ('delivery' as const) : ('pickup' as const),
      delivery_zone: plan.zone,
      delivery_date: plan.delivery,
      lines: plan.lines,
      po_number: rand() < 0.3 ? `PO-${1000 + Math.floor(rand() * 9000)}` : null,
    };
    const order = plan.web
      ? (await placeWebOrder(at(0), plan.customer, { ...input, agreed_disclaimer: true }, undefined)).order.order
      : (
          await createStaffOrder(at(0), staff, {
            ...input,
            customer_id: plan.customer.id,
            type: plan.prebooking ? 'prebooking' : 'order',
          })
        ).order;
    // A staff order is confirmed when it is written; a web order waits for staff.
    const steps = PATHS[plan.target].filter((s) => plan.web || s !== 'confirmed');
    for (const [k, status] of steps.entries()) await moveOrder(at(30 + k * 60), staff, order.id, status);
    if (plan.target === 'delivered') delivered.push({ id: order.id, customer: plan.customer.id, lines: plan.lines });
  }

  // A couple of credit notes for flowers that arrived damaged.
  for (const original of delivered.slice(0, 3)) {
    const line = original.lines[0]!;
    await createStaffOrder({ db, clock, config, files }, staff, {
      customer_id: original.customer,
      type: 'refund',
      parent_order_id: original.id,
      delivery_method: 'pickup',
      delivery_date: today,
      lines: [{ product_id: line.product_id, quantity: 1 }],
    });
  }

  // Each customer has paid most of what was delivered before this week.
  for (const customer of customers) {
    const due = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('total_cents').as('total'))
      .where('customer_id', '=', customer.id)
      .where('status', '=', 'delivered')
      .where('delivery_date', '<', addDays(today, -7))
      .executeTakeFirst();
    const amount = Math.floor(Number(due?.total ?? 0) * 0.8);
    if (amount > 0)
      await receivePayment({ db, clock }, staff, {
        customer_id: customer.id,
        amount_cents: amount,
        method: pick(PAYMENT_METHODS),
        reference: `DEMO-${customer.id}`,
        received_on: addDays(today, -3),
      });
  }
}
