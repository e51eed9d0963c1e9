import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';

/** 0041 on the data of 0040: products' search texts written with accents are folded. SQLite, and PostgreSQL with TEST_DATABASE_URL. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0040-customer-search-without-accents');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

describe('0041: product search without accents', () => {
  it('folds the search text of the products written before it', async () => {
    const ids = [];
    for (const [i, text] of ['car-1 carnation œillet crème', 'ros-1 rose rose'].entries()) {
      // The products table as 0040 left it (the catalogue's writer knows later columns).
      const { rows } = await sql<{ id: number }>`
        insert into products (sku, name_en, name_fr, category, unit, stems_per_unit, price_cents, fresh,
          search_text, created_at, updated_at)
        values (${`M41-${i}`}, 'Carnation', 'Œillet', 'fillers', 'bunch', 10, 990, 1, ${text},
          '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')
        returning id`.execute(db);
      ids.push(rows[0]!.id);
    }
    await migrateTo(db, '0041-product-search-without-accents');
    const { rows } = await sql<{ search_text: string }>`
      select search_text from products where id in (${sql.join(ids)}) order by id`.execute(db);
    expect(rows.map((r) => r.search_text)).toEqual(['car-1 carnation oeillet creme', 'ros-1 rose rose']);
  });
});
