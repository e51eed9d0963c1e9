import { sql } from 'kysely';
import { DESIGN_CENTER_ORDER_STATUSES, type DesignCenterParams } from '@shop/contract';
import type { Db } from '../../../db/connection.js';

/** The filters of the design center, its date already resolved (today when not given). */
export type DesignCenterFilter = Omit<DesignCenterParams, 'page' | 'limit' | 'date'> & { date: string };

/**
 * The lines the design center shows, with their order and customer: the orders of the delivery
 * date that are confirmed or ready and hold their stock (orders, converted prebookings), never
 * credit notes. Every filter is a WHERE on the day's orders (orders_delivery_date /
 * orders_status_date), the lines come through order_lines_order.
 */
function filteredLines(db: Db, filter: DesignCenterFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .where('orders.delivery_date', '=', filter.date)
    .where('orders.status', 'in', DESIGN_CENTER_ORDER_STATUSES)
    .where('orders.type', '!=', 'refund')
    .where('orders.stock_taken', '=', 1);
  if (filter.delivery_method) query = query.where('orders.delivery_method', '=', filter.delivery_method);
  if (filter.delivery_zone) query = query.where('orders.delivery_zone', '=', filter.delivery_zone);
  if (filter.customer_id !== undefined) query = query.where('orders.customer_id', '=', filter.customer_id);
  if (filter.designer) query = query.where('order_lines.designer', '=', filter.designer);
  switch (filter.status) {
    case 'todo':
      query = query.where('order_lines.complete_order', '=', 0).where('order_lines.back_order', '=', 0);
      break;
    case 'complete':
      query = query.where('order_lines.complete_order', '=', 1);
      break;
    case 'back_order':
      query = query.where('order_lines.back_order', '=', 1);
      break;
    case 'designed':
    case 'not_designed':
      query = query.where('orders.design_status', '=', filter.status);
      break;
    default:
      break;
  }
  return query;
}

const rowColumns = [
  'orders.id as order_id',
  'order_lines.id as table_id',
  'orders.number as order_number',
  'orders.customer_id',
  'customer_profiles.business_name as customer_name',
  'orders.status as order_status',
  'orders.delivery_method',
  'orders.delivery_zone',
  'orders.delivery_date',
  'orders.designer as order_designer',
  'orders.design_status',
  'order_lines.product_id',
  'order_lines.name_en',
  'order_lines.name_fr',
  'order_lines.unit',
  'order_lines.stems_per_unit',
  'order_lines.quantity',
  'order_lines.designer',
  'order_lines.complete_order',
  'order_lines.back_order',
  'order_lines.back_order_text',
] as const;

/** One page of rows, in order number then line order, and how many rows match in all. */
export async function designCenterRows(db: Db, filter: DesignCenterFilter, page: { page: number; limit: number }) {
  const base = filteredLines(db, filter);
  const [rows, counts] = await Promise.all([
    base
      .innerJoin('customer_profiles', 'customer_profiles.user_id', 'orders.customer_id')
      .select(rowColumns)
      .orderBy('orders.id')
      .orderBy('order_lines.position')
      .orderBy('order_lines.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('lines'),
        sql<number>`count(distinct orders.id)`.as('total_orders'),
        sql<number>`count(distinct case when orders.delivery_method = 'delivery' then orders.id end)`.as(
          'delivery_orders',
        ),
        sql<number>`count(distinct case when orders.delivery_method = 'pickup' then orders.id end)`.as('pickup_orders'),
        sql<number>`count(distinct case when orders.design_status = 'designed' then orders.id end)`.as(
          'designed_orders',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows,
    total: Number(counts.lines),
    stats: {
      totalOrders: Number(counts.total_orders),
      deliveryOrders: Number(counts.delivery_orders),
      pickupOrders: Number(counts.pickup_orders),
      designedOrders: Number(counts.designed_orders),
    },
  };
}
export type DesignRowRecord = Awaited<ReturnType<typeof designCenterRows>>['rows'][number];

/** A row of the totals: a product and the pack its lines were sold in (decision 052). */
const packColumns = ['order_lines.unit', 'order_lines.stems_per_unit', 'order_lines.pack_units'] as const;

/**
 * The quantity of each product across the filtered lines, summed in SQL by the pack its lines
 * were sold in (a box of 120 and bunches of 10 of one rose are two rows, in packs), with the
 * product's base unit (display columns of catalog's products joined read-only) so that the
 * reader adds a product's rows up in it, and its names (the reader's name sorts them:
 * designCenterTotalsOrder).
 */
export function designCenterProductTotals(db: Db, filter: DesignCenterFilter) {
  return filteredLines(db, filter)
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.product_id',
      ...packColumns,
      'products.unit as base_unit',
      'products.stems_per_unit as base_stems_per_unit',
      sql<string>`min(order_lines.name_en)`.as('name_en'),
      sql<string>`min(order_lines.name_fr)`.as('name_fr'),
      sql<number>`sum(order_lines.quantity)`.as('quantity'),
      sql<number>`sum(case when order_lines.complete_order = 1 then order_lines.quantity else 0 end)`.as(
        'complete_quantity',
      ),
      sql<number>`count(distinct orders.id)`.as('orders'),
    ])
    .groupBy(['order_lines.product_id', ...packColumns, 'products.unit', 'products.stems_per_unit'])
    .orderBy('order_lines.product_id')
    .execute();
}

/**
 * The pick list: the design center's lines of the filter summed in SQL by product and the pack
 * they were sold in (quantity in packs), with the product's code, category, base unit and free
 * stock (display columns of catalog's products, joined read-only); `held` is what these lines
 * took from stock when placed, in base units, still in the cooler. Sorted by the reader later
 * (category, then name in their language).
 */
export function pickListTotals(db: Db, filter: DesignCenterFilter) {
  return filteredLines(db, filter)
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.product_id',
      ...packColumns,
      'products.sku',
      'products.category',
      'products.on_hand',
      'products.unit as base_unit',
      'products.stems_per_unit as base_stems_per_unit',
      sql<string>`min(order_lines.name_en)`.as('name_en'),
      sql<string>`min(order_lines.name_fr)`.as('name_fr'),
      sql<number>`sum(order_lines.quantity)`.as('quantity'),
      sql<number>`sum(order_lines.stock_quantity * order_lines.pack_units)`.as('held'),
      sql<number>`count(distinct orders.id)`.as('orders'),
    ])
    .groupBy([
      'order_lines.product_id',
      ...packColumns,
      'products.sku',
      'products.category',
      'products.on_hand',
      'products.unit',
      'products.stems_per_unit',
    ])
    .orderBy('order_lines.product_id')
    .execute();
}
export type PickListTotal = Awaited<ReturnType<typeof pickListTotals>>[number];

/** The ids of the filter's orders (the date's packing slips), by zone then number. */
export async function designCenterOrderIds(db: Db, filter: DesignCenterFilter): Promise<number[]> {
  const rows = await filteredLines(db, filter)
    .select(['orders.id', 'orders.delivery_method', 'orders.delivery_zone', 'orders.number'])
    .distinct()
    .orderBy('orders.delivery_method')
    .orderBy('orders.delivery_zone')
    .orderBy('orders.number')
    .execute();
  return rows.map((r) => r.id);
}

/** The rows of one order, as the design center shows them (the reply of a change). */
export function designRowsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .innerJoin('customer_profiles', 'customer_profiles.user_id', 'orders.customer_id')
    .select(rowColumns)
    .where('orders.id', '=', orderId)
    .orderBy('order_lines.position')
    .orderBy('order_lines.id')
    .execute();
}

/** A line and what a design-center change needs to know of its order. */
export function findDesignLine(db: Db, lineId: number) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'order_lines.order_id', 'orders.type', 'orders.status', 'orders.stock_taken'])
    .where('order_lines.id', '=', lineId)
    .executeTakeFirst();
}

/** How many lines of the order are not complete yet. */
async function incompleteLines(trx: Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_lines')
    .select(sql<number>`count(*)`.as('n'))
    .where('order_id', '=', orderId)
    .where('complete_order', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order is designed once every one of its lines is complete; says whether it is. */
async function settleDesignStatus(trx: Db, orderId: number): Promise<boolean> {
  const allComplete = (await incompleteLines(trx, orderId)) === 0;
  await trx
    .updateTable('orders')
    .set({ design_status: allComplete ? 'designed' : 'not_designed' })
    .where('id', '=', orderId)
    .execute();
  return allComplete;
}

/** The design center's marks on a line: its complete and back-order ticks, its designer. */
export interface LineFlags {
  complete_order?: number;
  back_order?: number;
  back_order_text?: string;
  designer?: string | null;
}

/**
 * Sets a line's marks, with its order locked (withLockedOrder); the order's design_status
 * follows its lines. Says whether every line of the order is now complete.
 */
export async function setLineFlags(
  trx: Db,
  line: { id: number; order_id: number },
  flags: LineFlags,
): Promise<boolean> {
  await trx.updateTable('order_lines').set(flags).where('id', '=', line.id).execute();
  return settleDesignStatus(trx, line.order_id);
}

/** updateAll: the designer of the order and of every one of its lines (as setLineFlags). */
export async function setOrderDesigner(trx: Db, orderId: number, designer: string | null): Promise<boolean> {
  await trx.updateTable('orders').set({ designer }).where('id', '=', orderId).execute();
  await trx.updateTable('order_lines').set({ designer }).where('order_id', '=', orderId).execute();
  return settleDesignStatus(trx, orderId);
}
