import { sql } from 'kysely';
import { addDays, STOCK_AGE_BUCKETS, type StockAgeBucket } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { baseUnitPriceSql } from '../catalog/index.js';

/**
 * The dashboard's stock figures (issue 39), each one aggregate. Losses written off between two
 * instants by the product's category (the inventory_movements_reason_created index), valued at
 * the product's list price of one base unit (a movement counts base units; the catalogue's
 * `baseUnitPriceSql`: a box of 100 at $80 is 80 cents a stem) until buying records costs; a
 * loss is a negative movement, shown as positive units and value.
 */
export async function shrinkByCategory(db: Db, between: { start: string; end: string }) {
  const rows = await db
    .selectFrom('inventory_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .where('m.reason', '=', 'loss')
    .where('m.created_at', '>=', between.start)
    .where('m.created_at', '<', between.end)
    .select([
      'p.category',
      sql<number>`coalesce(-sum(m.quantity), 0)`.as('units'),
      sql<number>`coalesce(-round(sum(m.quantity * ${baseUnitPriceSql('p')})), 0)`.as('value_cents'),
    ])
    .groupBy('p.category')
    .orderBy('p.category')
    .execute();
  return rows.map((r) => ({
    category: r.category,
    units: Number(r.units),
    value_cents: Number(r.value_cents),
  }));
}

/**
 * Fresh stock on hand today by days since it arrived: 0-1, 2-3, 4-7, over 7, and unknown (no
 * arrival recorded), in base units and at a base unit's list price (`baseUnitPriceSql`). Every bucket is present, zero when empty.
 */
export async function stockByAge(db: Db, today: string) {
  const bucket = sql<StockAgeBucket>`case
    when arrived_on is null then 'unknown'
    when arrived_on >= ${addDays(today, -1)} then 'd0_1'
    when arrived_on >= ${addDays(today, -3)} then 'd2_3'
    when arrived_on >= ${addDays(today, -7)} then 'd4_7'
    else 'over_7' end`;
  const rows = await db
    .selectFrom('products')
    .where('fresh', '=', 1)
    .where('on_hand', '>', 0)
    .select([
      bucket.as('bucket'),
      sql<number>`sum(on_hand)`.as('units'),
      sql<number>`round(sum(on_hand * ${baseUnitPriceSql('products')}))`.as('value_cents'),
    ])
    // By the first column: PostgreSQL does not take the CASE with its own parameters as the same expression.
    .groupBy(sql`1`)
    .execute();
  const found = new Map(rows.map((r) => [r.bucket, r]));
  return STOCK_AGE_BUCKETS.map((b) => ({
    bucket: b,
    units: Number(found.get(b)?.units ?? 0),
    value_cents: Number(found.get(b)?.value_cents ?? 0),
  }));
}
