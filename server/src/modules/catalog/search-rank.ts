import { sql, type RawBuilder } from 'kysely';

/**
 * The product search's words and its ranking (issue 17: the clerk on the phone types "rose red
 * 60" or "roswhit60" and wants the stem roses first, not the bouquets that mention them).
 */

/** At most five lower-case words: each must be found in the product's search text. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (ref: RawBuilder<unknown>, pattern: string) => sql<boolean>`${ref} like ${pattern} escape '\\'`;

/**
 * A single run of five characters or more ("roswhit60") may also be the start of several words
 * typed without spaces: its characters in the same order, anything between. Shorter runs would
 * match nearly everything.
 */
export function fragmentPattern(words: string[]): string | null {
  const [only] = words;
  if (words.length !== 1 || !only || only.length < 5) return null;
  return `%${[...only].map(escaped).join('%')}%`;
}

export function fragmentMatch(searchText: string, words: string[]): RawBuilder<boolean> | null {
  const pattern = fragmentPattern(words);
  return pattern ? like(sql.ref(searchText), pattern) : null;
}

/**
 * 0: the name starts with the first word and holds the others after it, in order; 1: the name
 * holds the words in order; 2: the name holds a fragment run's letters in order; 3: the rest
 * (words found in the variety, colour or code). The caller puts shorter names first within a
 * rank: a stem rose before the bouquet of roses that mentions it.
 */
export function relevanceOrder(nameColumn: string, words: string[]): RawBuilder<number> {
  const name = sql`lower(${sql.ref(nameColumn)})`;
  const inOrder = `%${words.map(escaped).join('%')}%`;
  const fragments = fragmentPattern(words);
  const [first = ''] = words;
  return sql<number>`case
    when ${like(name, `${escaped(first)}%`)} and ${like(name, inOrder)} then 0
    when ${like(name, inOrder)} then 1
    when ${fragments ? like(name, fragments) : sql`1 = 0`} then 2
    else 3 end`;
}
