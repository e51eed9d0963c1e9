import { sql } from 'kysely';
import { ORDER_SOURCES } from '@shop/contract';
import type { Db } from '../../../db/connection.js';

/** How many products and customers the dashboard ranks. */
const TOP = 10;

/**
 * The dashboard's sales (issue 39), asked of orders by the dashboard module: the orders (type
 * order, not cancelled) delivered from `from` to `to`, both counted, before taxes and delivery
 * fees (subtotal), by source; their count and average; the ten products and customers that sold
 * most. Each is one aggregate on the orders_delivery_date index (and order lines by order): the
 * staff list filtered by the same days, `type=order` and `exclude_status=cancelled` (with
 * `source` or `customer_id`) lists the orders each figure sums.
 */
export async function salesFigures(db: Db, range: { from: string; to: string }) {
  const sold = () =>
    db
      .selectFrom('orders')
      .where('orders.delivery_date', '>=', range.from)
      .where('orders.delivery_date', '<=', range.to)
      .where('orders.type', '=', 'order')
      .where('orders.status', '!=', 'cancelled');
  const [bySource, products, customers] = await Promise.all([
    sold()
      .select([
        'orders.source',
        sql<number>`count(*)`.as('orders'),
        sql<number>`coalesce(sum(orders.subtotal_cents), 0)`.as('sales_cents'),
      ])
      .groupBy('orders.source')
      .execute(),
    sold()
      .innerJoin('order_lines as l', 'l.order_id', 'orders.id')
      .select([
        'l.product_id',
        sql<string>`max(l.name_en)`.as('name_en'),
        sql<string>`max(l.name_fr)`.as('name_fr'),
        // In the product's base unit: a box of 120 is 120 (decision 052).
        sql<number>`sum(l.quantity * l.pack_units)`.as('quantity'),
        sql<number>`sum(l.line_total_cents)`.as('sales_cents'),
      ])
      .groupBy('l.product_id')
      .orderBy('sales_cents', 'desc')
      .orderBy('l.product_id')
      .limit(TOP)
      .execute(),
    sold()
      // The business name: a read-only join for display.
      .innerJoin('customer_profiles as cp', 'cp.user_id', 'orders.customer_id')
      .select([
        'orders.customer_id',
        sql<string>`max(cp.business_name)`.as('business_name'),
        sql<number>`count(*)`.as('orders'),
        sql<number>`sum(orders.subtotal_cents)`.as('sales_cents'),
      ])
      .groupBy('orders.customer_id')
      .orderBy('sales_cents', 'desc')
      .orderBy('orders.customer_id')
      .limit(TOP)
      .execute(),
  ]);
  const source = new Map(bySource.map((s) => [s.source, s]));
  const orders_by_source = ORDER_SOURCES.map((s) => ({
    source: s,
    orders: Number(source.get(s)?.orders ?? 0),
    sales_cents: Number(source.get(s)?.sales_cents ?? 0),
  }));
  const orders = orders_by_source.reduce((n, s) => n + s.orders, 0);
  const sales_cents = orders_by_source.reduce((n, s) => n + s.sales_cents, 0);
  return {
    sales_cents,
    orders,
    average_order_cents: orders ? Math.round(sales_cents / orders) : 0,
    orders_by_source,
    top_products: products.map((p) => ({
      product_id: p.product_id,
      name_en: p.name_en,
      name_fr: p.name_fr,
      quantity: Number(p.quantity),
      sales_cents: Number(p.sales_cents),
    })),
    top_customers: customers.map((c) => ({
      customer_id: c.customer_id,
      business_name: c.business_name,
      orders: Number(c.orders),
      sales_cents: Number(c.sales_cents),
    })),
  };
}
