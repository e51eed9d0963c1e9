import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';

/** 0069 on the ticks of before: a product's tick becomes the tick of its row in its own unit. */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  await migrateTo(db, '0065-auth-change-notices');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

describe('0069: pick list ticks by pack', () => {
  it('keeps every tick, keyed by its product’s own unit, and lets another pack of it be ticked apart', async () => {
    const { rows } = await sql<{ id: number }>`
      insert into products (sku, name_en, name_fr, category, unit, stems_per_unit, price_cents, fresh,
        created_at, updated_at)
      values ('T-1', 'Tick', 'Coche', 'roses', 'bunch', 25, 100, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
      returning id`.execute(db);
    const product = rows[0]!.id;
    await sql`insert into pick_list_ticks (pick_date, scope, product_id, quantity, ticked_by, ticked_at)
      values ('2026-12-08', '', ${product}, 7, null, '2026-12-08T10:00:00Z')`.execute(db);
    await migrateTo(db, '0069-pick-ticks-by-pack');
    const ticks = await db.selectFrom('pick_list_ticks').selectAll().execute();
    expect(ticks.map((t) => ({ ...t, product_id: Number(t.product_id) }))).toEqual([
      {
        pick_date: '2026-12-08',
        scope: '',
        product_id: product,
        unit: 'bunch',
        stems_per_unit: 25,
        pack_units: 1,
        quantity: 7,
        ticked_by: null,
        ticked_at: '2026-12-08T10:00:00Z',
      },
    ]);
    // A box of 4 bunches of the same product on the same list is a row of its own.
    await db
      .insertInto('pick_list_ticks')
      .values({
        pick_date: '2026-12-08',
        scope: '',
        product_id: product,
        unit: 'box',
        stems_per_unit: 100,
        pack_units: 4,
        quantity: 1,
        ticked_by: null,
        ticked_at: '2026-12-08T10:05:00Z',
      })
      .execute();
    expect(await db.selectFrom('pick_list_ticks').select('unit').orderBy('unit').execute()).toEqual([
      { unit: 'box' },
      { unit: 'bunch' },
    ]);
  });
});
