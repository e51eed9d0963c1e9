import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';

/** 0044 on the data of 0042 (0043 is about sign-in): the products written before get their search lines. SQLite, and PostgreSQL with TEST_DATABASE_URL. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0042-order-indexes-for-placement');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

describe('0044: product search lines', () => {
  it('writes the words of the products written before it, in order, in each language', async () => {
    const { rows: inserted } = await sql<{ id: number }>`
      insert into products (sku, name_en, name_fr, category, variety, color, length_cm, origin, unit,
        stems_per_unit, price_cents, fresh, search_text, created_at, updated_at)
      values ('RO-MONDIA-60', 'Rose Mondial White 60 cm', 'Rose Mondial blanche 60 cm', 'roses', 'Mondial',
        'white', 60, 'Ecuador', 'bunch', 25, 2350, 1, 'ro-mondia-60 rose mondial white 60 cm',
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')
      returning id`.execute(db);
    await migrateTo(db, '0044-product-search-lines');
    const { rows } = await sql<{ search_text: string; search_en: string; search_fr: string }>`
      select search_text, search_en, search_fr from products where id = ${inserted[0]!.id}`.execute(db);
    expect(rows).toEqual([
      {
        search_text:
          'ro-mondia-60 rose mondial white 60 cm rose mondial blanche 60 cm mondial white blanc blanche ecuador 60cm',
        search_en: ' rose  mondial  white  60  cm  mondial  white  blanc  blanche  60  cm ',
        search_fr: ' rose  mondial  blanche  60  cm  mondial  white  blanc  blanche  60  cm ',
      },
    ]);
  });
});
