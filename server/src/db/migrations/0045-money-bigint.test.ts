import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, parseInt8, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';
import { createCustomer } from '../../test/factories.js';
import { isPostgres } from './helpers.js';

/** 0045 on the data of 0044: money past 2^31 cents is kept exactly. SQLite, and PostgreSQL with TEST_DATABASE_URL. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0044-product-search-lines');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

const PAST_2_31 = 3_500_000_000; // 2^31 = 2,147,483,648

describe('0045: money is 64-bit', () => {
  it('keeps a balance and a price written before it, and takes them past 2^31 cents exactly, as numbers', async () => {
    const { id: customerId } = await createCustomer(db);
    await sql`update customer_profiles set balance_cents = 2000000000, credit_limit_cents = 100000000
      where user_id = ${customerId}`.execute(db);
    // A product as 0044 knew it (the factory writes today's columns: 0047's category_id).
    const { rows: inserted } = await sql<{ id: number }>`
      insert into products (sku, name_en, name_fr, category, unit, stems_per_unit, price_cents, fresh, created_at, updated_at)
      values ('MONEY-1', 'Rose', 'Rose', 'roses', 'bunch', 25, 2450, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
      returning id`.execute(db);
    const productId = inserted[0]!.id;
    await migrateTo(db, '0045-money-bigint');

    // As the ledger moves a balance: arithmetic on the column, in the database.
    await sql`update customer_profiles set balance_cents = balance_cents + ${1_500_000_000}
      where user_id = ${customerId}`.execute(db);
    await sql`update products set price_cents = price_cents + ${PAST_2_31 - 2450} where id = ${productId}`.execute(db);
    const { rows } = await sql<{ balance_cents: unknown; credit_limit_cents: unknown; price_cents: unknown }>`
      select c.balance_cents, c.credit_limit_cents, p.price_cents
      from customer_profiles c, products p where c.user_id = ${customerId} and p.id = ${productId}`.execute(db);
    expect(rows).toEqual([{ balance_cents: PAST_2_31, credit_limit_cents: 100_000_000, price_cents: PAST_2_31 }]);
  });

  it('leaves no money column of PostgreSQL 32-bit', async () => {
    if (!isPostgres(db)) return;
    const { rows } = await sql<{ column: string; data_type: string }>`
      select table_name || '.' || column_name as column, data_type from information_schema.columns
      where table_schema = current_schema() and column_name like '%\\_cents' and data_type <> 'bigint'
      order by 1`.execute(db);
    expect(rows).toEqual([]);
  });

  it('reads int8 as a number, and refuses one a number cannot hold exactly', async () => {
    expect(parseInt8('3500000000')).toBe(PAST_2_31);
    expect(parseInt8('-9007199254740991')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
    if (!isPostgres(db)) return;
    await expect(sql`select 9007199254740993::bigint as n`.execute(db)).rejects.toThrow(/does not fit/);
  });
});
