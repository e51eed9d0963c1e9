import { sql } from 'kysely';
import { foldedForSearch } from '../like.js';
import type { MigrationDb } from './helpers.js';

/**
 * A product's search text is kept without accents from now on, as customers' are (0040), so
 * that a florist who types "oeillet" or "creme" finds the Œillets and the crème roses: the rows
 * written before are folded the same way, a few hundred at a time.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; search_text: string }>`
      select id, search_text from products where id > ${after} order by id limit 500`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = foldedForSearch(row.search_text);
      if (text !== row.search_text)
        await sql`update products set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** Nothing to undo: folded text is still found by what older code searched for, accents aside. */
export async function down(): Promise<void> {}
