import { sql } from 'kysely';
import { ORDER_SOURCES } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import type {
  SalesRollupCustomersTable,
  SalesRollupProductsTable,
  SalesRollupSourcesTable,
} from '../../../db/schema.js';
import { salesRollupRows } from './sales-rollups.js';

/** How many products and customers the dashboard ranks. */
const TOP = 10;

/**
 * The dashboard's sales (issue 39), asked of orders by the dashboard module: the orders (type
 * order, not cancelled) delivered from `from` to `to`, both counted, before taxes and delivery
 * fees (subtotal), by source; their count and average; the ten products and customers that sold
 * most. Each is read from the sales rollups by day and month that orders keep with their writes
 * (decision 064), folded or still pending, never from the orders: the staff list filtered by the same days, `type=order`
 * and `exclude_status=cancelled` (with `source` or `customer_id`) lists the orders each sums.
 */
export async function salesFigures(db: Db, range: { from: string; to: string }) {
  const [bySource, products, customers] = await Promise.all([
    db
      .selectFrom(salesRollupRows<SalesRollupSourcesTable>('sales_rollup_sources', range).as('r'))
      .select(['r.source', sql<number>`sum(r.orders)`.as('orders'), sql<number>`sum(r.sales_cents)`.as('sales_cents')])
      .groupBy('r.source')
      .execute(),
    db
      .selectFrom(salesRollupRows<SalesRollupProductsTable>('sales_rollup_products', range).as('r'))
      // The product's names: a read-only join for display.
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([
        'r.product_id',
        sql<string>`max(p.name_en)`.as('name_en'),
        sql<string>`max(p.name_fr)`.as('name_fr'),
        // In the product's base unit: a box of 120 is 120 (decision 052).
        sql<number>`sum(r.quantity)`.as('quantity'),
        sql<number>`sum(r.sales_cents)`.as('sales_cents'),
      ])
      .groupBy('r.product_id')
      .having(sql<number>`sum(r.lines)`, '>', 0)
      .orderBy('sales_cents', 'desc')
      .orderBy('r.product_id')
      .limit(TOP)
      .execute(),
    db
      .selectFrom(salesRollupRows<SalesRollupCustomersTable>('sales_rollup_customers', range).as('r'))
      // The business name: a read-only join for display.
      .innerJoin('customer_profiles as cp', 'cp.user_id', 'r.customer_id')
      .select([
        'r.customer_id',
        sql<string>`max(cp.business_name)`.as('business_name'),
        sql<number>`sum(r.orders)`.as('orders'),
        sql<number>`sum(r.sales_cents)`.as('sales_cents'),
      ])
      .groupBy('r.customer_id')
      .having(sql<number>`sum(r.orders)`, '>', 0)
      .orderBy('sales_cents', 'desc')
      .orderBy('r.customer_id')
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
