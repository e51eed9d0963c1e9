import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * A word index for the product search on SQLite (issue 36, Speed; decision 071). A search is
 * LIKE '%word%' on search_text and LIKE '% piece%' on search_en and search_fr (search-rank.ts),
 * which SQLite answers by reading every product, once for the page and once for the facets.
 * products_fts holds the three columns in trigrams (FTS5, tokenize 'trigram': every run of three
 * characters, so any substring of three or more is found through it, as the LIKE finds it); the
 * search asks it first which products may match, then runs the same LIKEs on those alone. It is
 * an external-content index (the text stays in products only), kept in step by triggers on every
 * write of the three columns, whichever code writes them (the form, a bulk import, a migration
 * refolding them), and filled here from the rows of before. PostgreSQL has had trigram GIN
 * indexes on the same columns since 0005 and 0044 (pg_trgm), which its planner uses for the
 * LIKEs; a database made where the extension was not yet available gets them now.
 */
const COLUMNS = ['search_text', 'search_en', 'search_fr'] as const;
const TRIGGERS = ['products_fts_insert', 'products_fts_delete', 'products_fts_update'] as const;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return trigramIndexes(db);
  const columns = sql.raw(COLUMNS.join(', '));
  const values = (row: 'new' | 'old') => sql.raw(COLUMNS.map((c) => `${row}.${c}`).join(', '));
  const add = sql`insert into products_fts (rowid, ${columns}) values (new.id, ${values('new')});`;
  const remove = sql`insert into products_fts (products_fts, rowid, ${columns}) values ('delete', old.id, ${values('old')});`;
  await sql`create virtual table products_fts using fts5(${columns}, content = 'products', content_rowid = 'id', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`create trigger products_fts_insert after insert on products begin ${add} end`.execute(db);
  await sql`create trigger products_fts_delete after delete on products begin ${remove} end`.execute(db);
  await sql`create trigger products_fts_update after update of ${columns} on products begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into products_fts (products_fts) values ('rebuild')`.execute(db);
}

async function trigramIndexes(db: MigrationDb): Promise<void> {
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [index, column] of [
    ['products_search_trgm', 'search_text'],
    ['products_search_en_trgm', 'search_en'],
    ['products_search_fr_trgm', 'search_fr'],
  ] as const)
    await sql`create index if not exists ${sql.id(index)} on products using gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
}

/** PostgreSQL keeps its trigram indexes: 0005 and 0044 made them where they could. */
export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists products_fts`.execute(db);
}
