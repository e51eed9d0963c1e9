import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';
import { createCustomer } from '../../test/factories.js';

/** 0040 on the data of 0039: search texts written with accents are folded. SQLite, and PostgreSQL with TEST_DATABASE_URL. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0039-outbox-content');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

describe('0040: customer search without accents', () => {
  it('folds the search text of the customers written before it', async () => {
    const ids = [];
    for (const text of ['au cœur d’hélène éric lavoie montréal', 'atelier verdure laval']) {
      const { id } = await createCustomer(db);
      await sql`update customer_profiles set search_text = ${text} where user_id = ${id}`.execute(db);
      ids.push(id);
    }
    await migrateTo(db, '0040-customer-search-without-accents');
    const { rows } = await sql<{ search_text: string }>`
      select search_text from customer_profiles where user_id in (${sql.join(ids)}) order by user_id`.execute(db);
    expect(rows.map((r) => r.search_text)).toEqual(["au coeur d'helene eric lavoie montreal", 'atelier verdure laval']);
  });
});
