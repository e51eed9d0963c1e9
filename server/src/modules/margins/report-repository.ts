import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { MarginGroupBy } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { soldLines } from '../orders/index.js';

export interface MarginScope {
  from: string;
  to: string;
  customer_id?: number | undefined;
  product_id?: number | undefined;
}

/**
 * One row per order line sold in the period (orders' soldLines) with its cost: known when the
 * line holds all of its quantity from stock and every lot it took has a cost (decision 063).
 * A credit note's line nets its order's: its sales are negative, and its cost is what it put
 * back on the shelf (restocked dry goods) at its parent line's cost per unit, negative; nothing
 * when nothing went back (fresh flowers, a claim), known then.
 * `first_receipt`: its oldest lot (a credit note's: its parent line's), whose purchase order
 * names the supplier.
 */
function costedLines(db: Db, scope: MarginScope) {
  return db
    .selectFrom(soldLines(db, scope, scope).as('s'))
    .leftJoin('order_line_costs as c', 'c.order_line_id', 's.cost_line_id')
    .select([
      's.line_id',
      sql<number>`max(s.customer_id)`.as('customer_id'),
      sql<number>`max(s.product_id)`.as('product_id'),
      sql<string>`max(s.name_en)`.as('name_en'),
      sql<string>`max(s.name_fr)`.as('name_fr'),
      sql<number>`max(s.sales_cents)`.as('sales_cents'),
      sql<number>`case when max(s.refund) = 0 then coalesce(sum(c.units * c.unit_cost_cents), 0)
        when max(s.restocked_units) = 0 then 0
        else -max(s.restocked_units) * coalesce(sum(c.units * c.unit_cost_cents) / nullif(sum(c.units), 0), 0)
        end`.as('cost'),
      sql<number>`case when max(s.refund) = 1 and max(s.restocked_units) = 0 then 1
        when (max(s.complete) = 1 or max(s.refund) = 1) and count(c.id) > 0
        and sum(case when c.unit_cost_cents is null then 1 else 0 end) = 0 then 1 else 0 end`.as('known'),
      sql<number | null>`min(c.receipt_id)`.as('first_receipt'),
    ])
    .groupBy('s.line_id');
}

/** The sums every group and the total give. */
const SUMS = [
  sql<number>`count(*)`.as('lines'),
  sql<number>`coalesce(sum(l.sales_cents), 0)`.as('sales_cents'),
  sql<number>`coalesce(sum(case when l.known = 1 then l.sales_cents else 0 end), 0)`.as('costed_sales_cents'),
  sql<number>`coalesce(sum(case when l.known = 1 then l.cost else 0 end), 0)`.as('cost'),
  sql<number>`coalesce(sum(case when l.known = 1 then 0 else 1 end), 0)`.as('unknown_lines'),
] as const;

/** The period's totals over every line. */
export async function marginTotals(db: Db, scope: MarginScope) {
  return db
    .selectFrom(costedLines(db, scope).as('l'))
    .select([...SUMS])
    .executeTakeFirstOrThrow();
}

/** One page of the groups, most sold first, and how many groups there are. */
export async function marginGroups(
  db: Db,
  scope: MarginScope,
  by: MarginGroupBy,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(groupedBy(db, scope, by))
      .selectAll()
      .orderBy('g.sales_cents', 'desc')
      .orderBy('g.key')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(groupedBy(db, scope, by))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

interface GroupRow {
  key: number | null;
  name_en: string | null;
  name_fr: string | null;
  lines: number;
  sales_cents: number;
  costed_sales_cents: number;
  cost: number;
  unknown_lines: number;
}

/** The lines grouped by what the report asks, as the subquery `g`; names are read-only joins for display. */
function groupedBy(db: Db, scope: MarginScope, by: MarginGroupBy): AliasedSelectQueryBuilder<GroupRow, 'g'> {
  const lines = db.selectFrom(costedLines(db, scope).as('l'));
  switch (by) {
    case 'product':
      return lines
        .select([
          'l.product_id as key',
          sql<string>`max(l.name_en)`.as('name_en'),
          sql<string>`max(l.name_fr)`.as('name_fr'),
          ...SUMS,
        ])
        .groupBy('l.product_id')
        .$castTo<GroupRow>()
        .as('g');
    case 'customer':
      return lines
        .innerJoin('customer_profiles as cp', 'cp.user_id', 'l.customer_id')
        .select([
          'l.customer_id as key',
          sql<string>`max(cp.business_name)`.as('name_en'),
          sql<string>`max(cp.business_name)`.as('name_fr'),
          ...SUMS,
        ])
        .groupBy('l.customer_id')
        .$castTo<GroupRow>()
        .as('g');
    case 'category':
      return lines
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .leftJoin('categories as cat', 'cat.id', 'p.category_id')
        .select([
          'cat.id as key',
          sql<string | null>`max(cat.name_en)`.as('name_en'),
          sql<string | null>`max(cat.name_fr)`.as('name_fr'),
          ...SUMS,
        ])
        .groupBy('cat.id')
        .$castTo<GroupRow>()
        .as('g');
    case 'supplier':
      // A line's supplier: the one its oldest lot came from (none: no lot, e.g. opening stock).
      return lines
        .leftJoin('purchase_receipts as r', 'r.id', 'l.first_receipt')
        .leftJoin('purchase_orders as po', 'po.id', 'r.purchase_order_id')
        .leftJoin('suppliers as sup', 'sup.id', 'po.supplier_id')
        .select([
          'sup.id as key',
          sql<string | null>`max(sup.name)`.as('name_en'),
          sql<string | null>`max(sup.name)`.as('name_fr'),
          ...SUMS,
        ])
        .groupBy('sup.id')
        .$castTo<GroupRow>()
        .as('g');
  }
}
