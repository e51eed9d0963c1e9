import { sql, type ExpressionBuilder, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database, PurchaseOrderChargesTable } from '../../../db/schema.js';

// A purchase order's charges, its rate and its receipts' landed costs (0066, decision 062).

export type ChargeRow = Selectable<PurchaseOrderChargesTable>;

export async function orderCharges(db: Db, orderId: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('purchase_order_charges')
    .selectAll()
    .where('purchase_order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function insertCharge(db: Db, values: Omit<Insertable<PurchaseOrderChargesTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('purchase_order_charges').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCharge(db: Db, id: number, values: Updateable<PurchaseOrderChargesTable>): Promise<void> {
  await db.updateTable('purchase_order_charges').set(values).where('id', '=', id).execute();
}

export async function deleteCharge(db: Db, id: number): Promise<void> {
  await db.deleteFrom('purchase_order_charges').where('id', '=', id).execute();
}

export async function setExchangeRate(db: Db, orderId: number, rateE6: number | null, nowIso: string): Promise<void> {
  await db
    .updateTable('purchase_orders')
    .set({ exchange_rate_e6: rateE6, updated_at: nowIso })
    .where('id', '=', orderId)
    .execute();
}

/** The order's receipts with what their spread needs, oldest first. */
export async function orderReceipts(db: Db, orderId: number) {
  return db
    .selectFrom('purchase_receipts as r')
    .innerJoin('purchase_order_lines as l', 'l.id', 'r.line_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.line_id',
      'r.product_id',
      'p.sku',
      'p.name_en',
      'p.name_fr',
      'r.units',
      'r.damaged_units',
      'r.stocked_units',
      'r.unit_cost_cents',
      'l.units_per_box',
      'r.received_at',
      'r.landed_cost_e4',
    ])
    .where('r.purchase_order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}
export type ReceiptRow = Awaited<ReturnType<typeof orderReceipts>>[number];

export async function setLandedCost(db: Db, receiptId: number, landedE4: number | null): Promise<void> {
  await db.updateTable('purchase_receipts').set({ landed_cost_e4: landedE4 }).where('id', '=', receiptId).execute();
}

/** These receipts' landed costs (ten-thousandths of a cent; null while not known). */
export async function receiptLandedCosts(db: Db, receiptIds: readonly number[]) {
  if (receiptIds.length === 0) return [];
  return db
    .selectFrom('purchase_receipts')
    .select(['id', 'landed_cost_e4'])
    .where('id', 'in', [...receiptIds])
    .execute();
}

type LotKey = { received_at: string; receipt_id: number };

/**
 * A product's received lots that put units in stock, in the order they came (received_at, id),
 * from the index purchase_receipts_product; `after` pages on after a lot, `from` from a lot on.
 */
export async function productLots(
  db: Db,
  productId: number,
  options: {
    after?: LotKey | undefined;
    from?: LotKey | undefined;
    limit?: number | undefined;
  },
) {
  let query = db
    .selectFrom('purchase_receipts')
    .select(['id', 'received_at', 'stocked_units', 'landed_cost_e4'])
    .where('product_id', '=', productId)
    .where('stocked_units', '>', 0);
  if (options.after ?? options.from) query = query.where((eb) => fromLot(eb, options));
  query = query.orderBy('received_at').orderBy('id');
  return (options.limit ? query.limit(options.limit) : query).execute();
}

/** The lots from a lot on (`from`, that lot included) or after one (`after`), in (received_at, id) order. */
function fromLot(
  eb: ExpressionBuilder<Database, 'purchase_receipts'>,
  start: { after?: LotKey | undefined; from?: LotKey | undefined },
) {
  const key = (start.after ?? start.from)!;
  return eb.or([
    eb('received_at', '>', key.received_at),
    eb.and([eb('received_at', '=', key.received_at), eb('id', start.after ? '>' : '>=', key.receipt_id)]),
  ]);
}

/** Where a product's lots are read from: a lot and on (`from`), after one (`after`), or its first. */
export interface LotStart {
  product_id: number;
  from?: LotKey | undefined;
  after?: LotKey | undefined;
}

/**
 * The first `limit` lots that put units in stock of each product from its start, in one query
 * (productLots for a page of products): each product's range of the index purchase_receipts_product.
 */
export async function productsFirstLots(db: Db, starts: readonly LotStart[], limit: number) {
  if (starts.length === 0) return [];
  const ranked = db
    .selectFrom('purchase_receipts')
    .select([
      'id',
      'product_id',
      'received_at',
      'stocked_units',
      'landed_cost_e4',
      sql<number>`row_number() over (partition by product_id order by received_at, id)`.as('rank'),
    ])
    .where('stocked_units', '>', 0)
    .where((eb) =>
      eb.or(
        starts.map((s) => {
          const product = eb('product_id', '=', s.product_id);
          return (s.after ?? s.from) ? eb.and([product, fromLot(eb, s)]) : product;
        }),
      ),
    );
  return db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('rank', '<=', limit)
    .orderBy('product_id')
    .orderBy('rank')
    .execute();
}
