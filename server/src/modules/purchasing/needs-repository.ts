import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { productIdsIn } from '../inventory/index.js';
import { productDemand } from '../orders/index.js';

// What to buy (issue 37 item 2, decision 057): the demand per product, summed in SQL.

/** The states whose lines still to come count as on order: drafts too, so drafting a need clears it. */
export const ON_ORDER_STATES = ['draft', 'sent', 'confirmed', 'shipped', 'received'] as const;

/** Units still to come per product of the orders arriving by `to` (confirmed, or else ordered, less received). */
function onOrder(db: Db, to: string) {
  return db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as po', 'po.id', 'l.purchase_order_id')
    .where('po.status', 'in', ON_ORDER_STATES)
    .where('po.arrival_date', '<=', to)
    .select([
      'l.product_id',
      sql<number>`sum(case when coalesce(l.confirmed_units, l.boxes * l.units_per_box) > l.received_units
        then coalesce(l.confirmed_units, l.boxes * l.units_per_box) - l.received_units else 0 end)`.as('units'),
    ])
    .groupBy('l.product_id');
}

/** What needs and drafts read of a product's link to a supplier, and of the supplier. */
const LINK_COLUMNS = [
  'sp.product_id',
  'sp.supplier_id',
  's.name as supplier_name',
  's.currency',
  's.lead_time_days',
  'sp.units_per_box',
  'sp.last_cost_cents',
] as const;

/**
 * Per product, the active supplier it is bought from (decision 057): one whose lead time reaches
 * the arrival (`leadDays` from today), then the cheapest last cost (none known last), then the
 * first linked: ranked in SQL, the first kept.
 */
function chosenLinks(db: Db, leadDays: number) {
  const ranked = db
    .selectFrom('supplier_products as sp')
    .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
    .where('s.active', '=', 1)
    .select([
      ...LINK_COLUMNS,
      sql<number>`row_number() over (partition by sp.product_id order by
        case when s.lead_time_days > ${leadDays} then 1 else 0 end,
        case when sp.last_cost_cents is null then 1 else 0 end, sp.last_cost_cents, sp.supplier_id)`.as('rank'),
    ]);
  return db.selectFrom(ranked.as('r')).selectAll('r').where('r.rank', '=', 1);
}

export interface NeedRow {
  product_id: number;
  sku: string;
  name_en: string;
  name_fr: string;
  unit: string;
  on_hand: number;
  prebooked_units: number;
  back_ordered_units: number;
  min_units: number;
  on_order: number;
  supplier_id: number | null;
  supplier_name: string | null;
  currency: 'CAD' | 'USD' | 'EUR' | null;
  lead_time_days: number | null;
  units_per_box: number | null;
  last_cost_cents: number | null;
}

/**
 * Per product with a demand (prebooked from `from` to `to`, on back-order, a minimum stock, or
 * one of `extraIds`): its demand, stock, what is on order and its supplier, in one query.
 */
export async function needRows(
  db: Db,
  range: { from: string; to: string; leadDays: number },
  extraIds: readonly number[],
): Promise<NeedRow[]> {
  const demand = productDemand(db, range);
  let candidates = db
    .selectFrom('purchase_minimums')
    .select('purchase_minimums.product_id')
    .union(db.selectFrom(demand.as('dd')).select('dd.product_id'));
  if (extraIds.length > 0) candidates = candidates.union(productIdsIn(db, extraIds));
  const rows = await db
    .selectFrom(candidates.as('c'))
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin(demand.as('d'), 'd.product_id', 'c.product_id')
    .leftJoin('purchase_minimums as m', 'm.product_id', 'c.product_id')
    .leftJoin(onOrder(db, range.to).as('o'), 'o.product_id', 'c.product_id')
    .leftJoin(chosenLinks(db, range.leadDays).as('k'), 'k.product_id', 'c.product_id')
    .select([
      'k.supplier_id',
      'k.supplier_name',
      'k.currency',
      'k.lead_time_days',
      'k.units_per_box',
      'k.last_cost_cents',
      'c.product_id',
      'p.sku',
      'p.name_en',
      'p.name_fr',
      'p.unit',
      'p.on_hand',
      sql<number>`coalesce(d.prebooked_units, 0)`.as('prebooked_units'),
      sql<number>`coalesce(d.back_ordered_units, 0)`.as('back_ordered_units'),
      sql<number>`coalesce(m.min_units, 0)`.as('min_units'),
      sql<number>`coalesce(o.units, 0)`.as('on_order'),
    ])
    .orderBy('c.product_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    on_hand: Number(r.on_hand),
    prebooked_units: Number(r.prebooked_units),
    back_ordered_units: Number(r.back_ordered_units),
    min_units: Number(r.min_units),
    on_order: Number(r.on_order),
    last_cost_cents: r.last_cost_cents === null ? null : Number(r.last_cost_cents),
  }));
}

/** The active suppliers' links of some products, with what choosing between them needs. */
export function linksOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('supplier_products as sp')
    .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
    .where('sp.product_id', 'in', [...productIds])
    .where('s.active', '=', 1)
    .select(LINK_COLUMNS)
    .orderBy('sp.product_id')
    .orderBy('sp.supplier_id')
    .execute();
}
export type LinkRow = Awaited<ReturnType<typeof linksOf>>[number];

/** PUT /api/purchasing/minimums/{productId}: 0 removes it. The value before, for the trail. */
export async function setMinimum(db: Db, productId: number, minUnits: number, nowIso: string) {
  const before = await db
    .selectFrom('purchase_minimums')
    .select('min_units')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (minUnits === 0) await db.deleteFrom('purchase_minimums').where('product_id', '=', productId).execute();
  else
    await db
      .insertInto('purchase_minimums')
      .values({ product_id: productId, min_units: minUnits, updated_at: nowIso })
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ min_units: minUnits, updated_at: nowIso }))
      .execute();
  return before?.min_units ?? 0;
}
