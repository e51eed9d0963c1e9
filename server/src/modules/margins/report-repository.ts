import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { MarginGroupBy } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { soldLines } from '../orders/index.js';
import { marginRollupRows, type RollupKey } from './rollup-repository.js';

export interface MarginScope {
  from: string;
  to: string;
  customer_id?: number | undefined;
  product_id?: number | undefined;
}

/** The lines a margin counts: a period's (narrowed to a customer or a product), some orders' or all (null). */
type LinesOf = { range: MarginScope } | { order_ids: readonly number[] | null };

/**
 * One row per order line sold in the period (orders' soldLines) with its cost: known when the
 * line holds all of its quantity from stock and every lot it took has a cost (decision 063).
 * A credit note's line nets its order's: its sales are negative, and its cost is what it put
 * back on the shelf (restocked dry goods) at its parent line's cost per unit, negative; nothing
 * when nothing went back (fresh flowers, a claim), known then.
 * `first_receipt`: its oldest lot (a credit note's: its parent line's), whose purchase order
 * names the supplier.
 */
function costedLines(db: Db, of: LinesOf) {
  return db
    .selectFrom(
      ('range' in of
        ? soldLines(db, of.range, of.range)
        : soldLines(db, null, of.order_ids ? { order_ids: of.order_ids } : {})
      ).as('s'),
    )
    .leftJoin('order_line_costs as c', 'c.order_line_id', 's.cost_line_id')
    .select([
      's.line_id',
      sql<string>`max(s.day)`.as('day'),
      sql<number>`max(s.customer_id)`.as('customer_id'),
      sql<number>`max(s.product_id)`.as('product_id'),
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

/**
 * What each line gives the report's sums (the margin rollups keep the same, decision 069): one
 * line, its sales, its sales and cost when its cost is known (the cost in ten-thousandths of a
 * cent, rounded there, so sums are exact), else one unknown line; keyed by its day, customer,
 * product and supplier (its oldest lot's purchase order's; 0 with no lot).
 */
export function lineFigures(db: Db, of: LinesOf) {
  return db
    .selectFrom(costedLines(db, of).as('l'))
    .leftJoin('purchase_receipts as r', 'r.id', 'l.first_receipt')
    .leftJoin('purchase_orders as po', 'po.id', 'r.purchase_order_id')
    .select([
      'l.day',
      'l.customer_id',
      'l.product_id',
      sql<number>`coalesce(po.supplier_id, 0)`.as('supplier_id'),
      sql<number>`1`.as('lines'),
      'l.sales_cents',
      sql<number>`case when l.known = 1 then l.sales_cents else 0 end`.as('costed_sales_cents'),
      sql<number>`case when l.known = 1 then cast(round(l.cost * 10000) as bigint) else 0 end`.as('cost_cents_e4'),
      sql<number>`1 - l.known`.as('unknown_lines'),
    ]);
}

/** A row of figures the report sums: a line's (lineFigures) or a rollup row's. */
interface Figures {
  product_id: number;
  customer_id: number;
  supplier_id: number;
  lines: number;
  sales_cents: number;
  costed_sales_cents: number;
  cost_cents_e4: number;
  unknown_lines: number;
}

/**
 * The rows the report sums, as `l`: a period's from the margin rollups (decision 069), the
 * rollup of `key` (the suppliers' for the totals: the fewest rows); narrowed to a customer or a
 * product, from that one's lines (few, on their indexes; the rollups are by one key each).
 */
function figureRows(db: Db, scope: MarginScope, key: RollupKey = 'supplier_id') {
  const narrowed = scope.customer_id !== undefined || scope.product_id !== undefined;
  return (narrowed ? sql<Figures>`(${lineFigures(db, { range: scope })})` : marginRollupRows<Figures>(key, scope)).as(
    'l',
  );
}

/** The sums every group and the total give. */
const SUMS = [
  sql<number>`coalesce(sum(l.lines), 0)`.as('lines'),
  sql<number>`coalesce(sum(l.sales_cents), 0)`.as('sales_cents'),
  sql<number>`coalesce(sum(l.costed_sales_cents), 0)`.as('costed_sales_cents'),
  sql<number>`coalesce(sum(l.cost_cents_e4), 0)`.as('cost_cents_e4'),
  sql<number>`coalesce(sum(l.unknown_lines), 0)`.as('unknown_lines'),
] as const;

const LINES = sql<number>`sum(l.lines)`;

/** The period's totals over every line. */
export async function marginTotals(db: Db, scope: MarginScope) {
  return db
    .selectFrom(figureRows(db, scope))
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
  cost_cents_e4: number;
  unknown_lines: number;
}

/**
 * The rows grouped by what the report asks, as the subquery `g`; names are read-only joins for
 * display (a product's and a category's current names). A group whose lines all went (a
 * rollup's row of cancelled orders) is left out.
 */
function groupedBy(db: Db, scope: MarginScope, by: MarginGroupBy): AliasedSelectQueryBuilder<GroupRow, 'g'> {
  const lines = (key: RollupKey) => db.selectFrom(figureRows(db, scope, key));
  const grouped = (() => {
    switch (by) {
      case 'product':
        return lines('product_id')
          .leftJoin('products as p', 'p.id', 'l.product_id')
          .select([
            'l.product_id as key',
            sql<string>`max(p.name_en)`.as('name_en'),
            sql<string>`max(p.name_fr)`.as('name_fr'),
            ...SUMS,
          ])
          .groupBy('l.product_id')
          .having(LINES, '>', 0);
      case 'customer':
        return lines('customer_id')
          .innerJoin('customer_profiles as cp', 'cp.user_id', 'l.customer_id')
          .select([
            'l.customer_id as key',
            sql<string>`max(cp.business_name)`.as('name_en'),
            sql<string>`max(cp.business_name)`.as('name_fr'),
            ...SUMS,
          ])
          .groupBy('l.customer_id')
          .having(LINES, '>', 0);
      case 'category':
        return lines('product_id')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .leftJoin('categories as cat', 'cat.id', 'p.category_id')
          .select([
            'cat.id as key',
            sql<string | null>`max(cat.name_en)`.as('name_en'),
            sql<string | null>`max(cat.name_fr)`.as('name_fr'),
            ...SUMS,
          ])
          .groupBy('cat.id')
          .having(LINES, '>', 0);
      case 'supplier':
        // A line's supplier: the one its oldest lot came from (none: no lot, e.g. opening stock).
        return lines('supplier_id')
          .leftJoin('suppliers as sup', 'sup.id', 'l.supplier_id')
          .select([
            'sup.id as key',
            sql<string | null>`max(sup.name)`.as('name_en'),
            sql<string | null>`max(sup.name)`.as('name_fr'),
            ...SUMS,
          ])
          .groupBy('sup.id')
          .having(LINES, '>', 0);
    }
  })();
  return grouped.$castTo<GroupRow>().as('g');
}
