import { sql } from 'kysely';
import { foldedForSearch as folded } from '../like.js';
import type { MigrationDb } from './helpers.js';

/**
 * A customer's search text is kept without accents from now on, so that "eric" finds Éric and
 * "montreal" Montréal: the rows written before are folded the same way. Neither database has
 * the fold built in (PostgreSQL's unaccent is an extension), so it is done here, a few hundred
 * rows at a time.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ user_id: number; search_text: string }>`
      select user_id, search_text from customer_profiles where user_id > ${after} order by user_id limit 500`.execute(
      db,
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = folded(row.search_text);
      if (text !== row.search_text)
        await sql`update customer_profiles set search_text = ${text} where user_id = ${row.user_id}`.execute(db);
    }
    after = rows[rows.length - 1]!.user_id;
  }
}

/** Nothing to undo: folded text is still found by what older code searched for, accents aside. */
export async function down(): Promise<void> {}
