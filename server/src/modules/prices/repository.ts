import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { CustomerPriceRow, PriceLevelRow } from '../../db/schema.js';

// The prices module's tables (0064, decision 060): price_levels, customer_price_levels and
// customer_prices. Only this file reads or writes them.

export type LevelWithCount = PriceLevelRow & { customers: number };

/** Every price level with how many customers have it, by name (a shop keeps a handful). */
export async function allLevels(db: Db): Promise<LevelWithCount[]> {
  const rows = await db
    .selectFrom('price_levels as l')
    .leftJoin('customer_price_levels as c', 'c.price_level_id', 'l.id')
    .select(['l.id', 'l.name_en', 'l.name_fr', 'l.basis_points', 'l.created_at', 'l.updated_at'])
    .select((eb) => eb.fn.count<number | string>('c.customer_id').as('customers'))
    .groupBy(['l.id', 'l.name_en', 'l.name_fr', 'l.basis_points', 'l.created_at', 'l.updated_at'])
    .orderBy('l.name_en')
    .orderBy('l.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, customers: Number(r.customers) }));
}

export async function levelById(db: Db, id: number): Promise<PriceLevelRow | undefined> {
  return db.selectFrom('price_levels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertLevel(
  db: Db,
  row: { name_en: string; name_fr: string; basis_points: number; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('price_levels')
    .values({ ...row, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateLevel(
  db: Db,
  id: number,
  row: { name_en: string; name_fr: string; basis_points: number; updated_at: string },
): Promise<void> {
  await db.updateTable('price_levels').set(row).where('id', '=', id).execute();
}

export async function countLevelCustomers(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('customer_price_levels')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('price_level_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The level a customer has, if any. */
export async function levelOfCustomer(db: Db, customerId: number): Promise<PriceLevelRow | undefined> {
  return db
    .selectFrom('customer_price_levels as c')
    .innerJoin('price_levels as l', 'l.id', 'c.price_level_id')
    .selectAll('l')
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function setLevelOfCustomer(
  db: Db,
  customerId: number,
  levelId: number | null,
  nowIso: string,
): Promise<void> {
  await db.deleteFrom('customer_price_levels').where('customer_id', '=', customerId).execute();
  if (levelId !== null)
    await db
      .insertInto('customer_price_levels')
      .values({ customer_id: customerId, price_level_id: levelId, updated_at: nowIso })
      .execute();
}

/** A customer's contract prices, by product then pack then start (at most the 500 a write may hold). */
export async function contractPricesOf(db: Db, customerId: number): Promise<CustomerPriceRow[]> {
  return db
    .selectFrom('customer_prices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('product_id')
    .orderBy('pack_id')
    .orderBy('id')
    .limit(500)
    .execute();
}

export async function replaceContractPrices(
  db: Db,
  customerId: number,
  rows: Omit<CustomerPriceRow, 'id' | 'customer_id'>[],
): Promise<void> {
  await db.deleteFrom('customer_prices').where('customer_id', '=', customerId).execute();
  if (rows.length > 0)
    await db
      .insertInto('customer_prices')
      .values(rows.map((r) => ({ ...r, customer_id: customerId })))
      .execute();
}

/**
 * What prices one customer's page of products on `today`, in one query: their level's basis
 * points (on every row, or on a row of its own when no contract applies) and their contract
 * prices for these products in force that day (pack_id null on the level's row).
 */
export async function customerTermsFor(
  db: Db,
  customerId: number,
  productIds: readonly number[],
  today: string,
): Promise<{ basisPoints: number | null; contracts: { pack_id: number; price_cents: number }[] }> {
  const ids = productIds.length > 0 ? [...new Set(productIds)] : [0];
  const { rows } = await sql<{ pack_id: number | null; price_cents: number | null; basis_points: number | null }>`
    select null as pack_id, null as price_cents, l.basis_points as basis_points
      from customer_price_levels c join price_levels l on l.id = c.price_level_id
     where c.customer_id = ${customerId}
    union all
    select p.pack_id, p.price_cents, null
      from customer_prices p
     where p.customer_id = ${customerId}
       and p.product_id in (${sql.join(ids)})
       and (p.starts_on is null or p.starts_on <= ${today})
       and (p.ends_on is null or p.ends_on >= ${today})`.execute(db);
  let basisPoints: number | null = null;
  const contracts: { pack_id: number; price_cents: number }[] = [];
  for (const row of rows) {
    if (row.basis_points !== null) basisPoints = Number(row.basis_points);
    else if (row.pack_id !== null && row.price_cents !== null)
      contracts.push({ pack_id: Number(row.pack_id), price_cents: Number(row.price_cents) });
  }
  return { basisPoints, contracts };
}
