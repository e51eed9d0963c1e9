import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';

/** 0047 on the data of 0045: every product keeps its category, finds its colour, and its origin becomes a code. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0045-money-bigint');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

const insert = (sku: string, category: string, color: string | null, origin: string | null) => sql`
  insert into products (sku, name_en, name_fr, category, color, origin, unit, stems_per_unit, price_cents, fresh,
    created_at, updated_at)
  values (${sku}, ${sku}, ${sku}, ${category}, ${color}, ${origin}, 'bunch', 10, 100, 1, '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00Z')`;

describe('0047: categories and colours as rows', () => {
  it('gives each product the row of its category, its colour (a new row for one the list lacks) and its origin’s code', async () => {
    await insert('A', 'greens', 'White', 'Colombia').execute(db);
    await insert('B', 'hard-goods', 'teal', 'Local farm').execute(db);
    await insert('C', 'tropicals', null, null).execute(db);
    await migrateTo(db, '0047-catalogue-categories-colours');

    const { rows } = await sql<{ sku: string; slug: string; category: string; colour: string | null; origin: string | null }>`
      select p.sku, c.slug, p.category, k.name_en as colour, p.origin from products p
      join categories c on c.id = p.category_id left join colours k on k.id = p.colour_id order by p.sku`.execute(db);
    expect(rows).toEqual([
      { sku: 'A', slug: 'greens', category: 'greens', colour: 'White', origin: 'CO' },
      { sku: 'B', slug: 'hard-goods', category: 'hard-goods', colour: 'Teal', origin: 'Local farm' },
      { sku: 'C', slug: 'tropicals', category: 'tropicals', colour: null, origin: null },
    ]);
    const { rows: search } = await sql<{ search_text: string }>`select search_text from products where sku = 'A'`.execute(db);
    expect(search[0]!.search_text).toContain('colombie');

    // The old check is gone: a category staff add is a slug 0005 did not know.
    await sql`insert into categories (slug, name_en, name_fr, position, archived, created_at, updated_at)
      values ('peonies', 'Peonies', 'Pivoines', 80, 0, '2026-01-01', '2026-01-01')`.execute(db);
    await insert('D', 'peonies', null, null).execute(db);
    const { rows: count } = await sql<{ n: number }>`select count(*) as n from categories`.execute(db);
    expect(Number(count[0]!.n)).toBe(8);
  });
});
