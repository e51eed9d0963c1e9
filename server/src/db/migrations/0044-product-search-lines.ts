import { sql } from 'kysely';
import { productSearchColumns, wordPrefixes, type SearchableProduct } from '../../modules/catalog/search-text.js';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The product search reads what is typed as the starts of words in order ("roswhit60": ros, whit,
 * 60) across name, variety, colour in both languages and length (issue 34): each product keeps
 * those words in order per language, search_en and search_fr, and product_word_prefixes every
 * start of those words (which pieces of a run typed together can start a word at all). The rows
 * written before get them, and a search_text with the colour's French feminine ("blanche"), a few
 * hundred rows at a time. PostgreSQL indexes both lines with trigrams, as search_text (0005).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('product_word_prefixes')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('search_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('search_fr', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (let after = 0; ;) {
    const { rows } = await sql<SearchableProduct & { id: number }>`
      select id, sku, name_en, name_fr, variety, color, origin, length_cm from products
      where id > ${after} order by id limit 500`.execute(db);
    if (rows.length === 0) break;
    const prefixes = new Set<string>();
    for (const row of rows) {
      const { search_text, search_en, search_fr } = productSearchColumns(row);
      await sql`update products set search_text = ${search_text}, search_en = ${search_en}, search_fr = ${search_fr}
        where id = ${row.id}`.execute(db);
      for (const prefix of wordPrefixes([search_en, search_fr])) prefixes.add(prefix);
    }
    for (const prefix of prefixes)
      await sql`insert into product_word_prefixes (prefix) values (${prefix}) on conflict (prefix) do nothing`.execute(
        db,
      );
    after = rows[rows.length - 1]!.id;
  }
  if (isPostgres(db) && (await hasTrigrams(db))) {
    for (const column of ['search_en', 'search_fr'])
      await sql`create index if not exists ${sql.id(`products_${column}_trgm`)} on products using gin (${sql.id(column)} gin_trgm_ops)`.execute(
        db,
      );
  }
}

async function hasTrigrams(db: MigrationDb): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ['search_en', 'search_fr'])
      await sql`drop index if exists ${sql.id(`products_${column}_trgm`)}`.execute(db);
  }
  await db.schema.alterTable('products').dropColumn('search_fr').execute();
  await db.schema.alterTable('products').dropColumn('search_en').execute();
  await db.schema.dropTable('product_word_prefixes').execute();
}
