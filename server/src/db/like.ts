import { sql, type RawBuilder } from 'kysely';

/**
 * `column LIKE '%text%'` where the text's own %, _ and \ are plain characters. The ESCAPE clause
 * is spelled out: PostgreSQL escapes with \ by default, SQLite has no escape character unless told.
 * The text is lower-cased: searched columns hold lower-case text.
 */
export function likeContains(column: RawBuilder<unknown> | string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<boolean>`${ref} like ${pattern} escape '\\'`;
}
