import { sql, type Expression, type Insertable, type QueryCreator } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, PurchaseReceiptsTable } from '../../db/schema.js';

// What each receiving of a purchase order line put in stock, at what cost (0056, decision 053).

export async function insertReceipts(db: Db, rows: readonly Omit<Insertable<PurchaseReceiptsTable>, 'id'>[]) {
  if (rows.length > 0)
    await db
      .insertInto('purchase_receipts')
      .values([...rows])
      .execute();
}

export async function lineReceipts(db: Db, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom('purchase_receipts')
    .select([
      'id',
      'line_id',
      'units',
      'damaged_units',
      'stocked_units',
      'unit_cost_cents',
      'over_reason',
      'received_at',
    ])
    .where('line_id', 'in', lineIds)
    .orderBy('id')
    .execute();
}

/**
 * The supplier a product came from at an instant (issue 39, the dashboard's claims by supplier):
 * the supplier of the product's latest receipt on or before `at` (the purchase_receipts_product
 * index), else the lowest id of the suppliers it is linked to, else null. An expression on the
 * outer query's product and instant, for another module's aggregate.
 */
export function supplierOfProductAt(
  db: QueryCreator<Database>,
  productId: Expression<number>,
  at: Expression<string>,
): Expression<number | null> {
  const received = db
    .selectFrom('purchase_receipts as sr')
    .innerJoin('purchase_orders as spo', 'spo.id', 'sr.purchase_order_id')
    .select('spo.supplier_id')
    .where('sr.product_id', '=', productId)
    .where('sr.received_at', '<=', at)
    .orderBy('sr.received_at', 'desc')
    .orderBy('sr.id', 'desc')
    .limit(1);
  const linked = db
    .selectFrom('supplier_products as ssp')
    .select(sql<number>`min(ssp.supplier_id)`.as('supplier_id'))
    .where('ssp.product_id', '=', productId);
  return sql<number | null>`coalesce((${received}), (${linked}))`;
}
