import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The customer search is `search_text LIKE '%term%'`. PostgreSQL can index that with trigrams
 * (pg_trgm, a trusted extension since PostgreSQL 13); where the extension is not available the
 * search still works, by a scan. SQLite scans, which is fast enough at the sizes measured
 * (npm run bench: 20,000 customers).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  const available = await sql<{
    ok: number;
  }>`select 1 as ok from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists customer_profiles_search_trgm on customer_profiles using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists customer_profiles_search_trgm`.execute(db);
}
