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

/**
 * Text as the search texts hold it: lower case, without accents, so that a clerk who types
 * "eric", "montreal" or "oeillet" finds Éric in Montréal and the Œillets (migrations 0040 and
 * 0041 folded the older rows).
 */
export function foldedForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæß’‘]/g, (c) => LETTERS_APART[c]!);
}
/** What NFKD leaves whole: "coeur" finds Cœur, "d'antan" finds d’Antan. */
const LETTERS_APART: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', '’': "'", '‘': "'" };
