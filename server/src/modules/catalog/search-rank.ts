import { sql, type RawBuilder } from 'kysely';
import { colourWords, KNOWN_COLOURS } from '@shop/contract/colours';
import { foldedForSearch } from '../../db/like.js';
import { searchTokens } from './search-text.js';

/**
 * The product search's words and its ranking (issue 17, issue 34 item 1: the clerk types "rose
 * red 60", "rosrouge60" or "roswhit60" and Enter takes the first; in French or in English, with a
 * colour in either language). What is typed is read as the starts of words, in order, across the
 * product's name, variety, colour (both languages) and length: products.search_en and search_fr
 * (search-text.ts). All of it is LIKE on those columns: nothing is ranked outside the database.
 */

/** At most five lower-case words: each must be found in the product's search text. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** The most tokens, and readings of them, a search is looked for as. */
const MAX_TOKENS = 8;
const MAX_READINGS = 24;
/** A run of this many letters may also be the starts of two or three words typed together. */
const RUN_TOGETHER = 5;
const MIN_PIECE = 2;

/** A run of letters as 1, 2 or 3 starts of words ("roswhit": ros + whit, ro + swhit, ...). */
function splits(token: string): string[][] {
  const out = [[token]];
  if (token.length < RUN_TOGETHER || !/^\p{L}+$/u.test(token)) return out;
  for (let i = MIN_PIECE; i <= token.length - MIN_PIECE; i += 1) {
    out.push([token.slice(0, i), token.slice(i)]);
    for (let j = i + MIN_PIECE; j <= token.length - MIN_PIECE; j += 1)
      out.push([token.slice(0, i), token.slice(i, j), token.slice(j)]);
  }
  return out;
}

/** The pieces a run typed together may be cut into: which of them start a word is asked of the catalogue. */
export function candidatePieces(tokens: readonly string[]): string[] {
  return [...new Set(tokens.flatMap((token) => splits(token).slice(1).flat()))];
}

/** Fewer words first, then fewer of two letters: "ros whit" before "ro swhit", "ro sw hit". */
const plainness = (pieces: string[]) => pieces.length * 100 + pieces.filter((p) => p.length < 3).length;

/**
 * The ways to read what was typed as starts of words, most plausible first: each letter run as
 * typed, or cut into two or three pieces that each start a word of the catalogue (`starts`, from
 * candidatePieces); at most MAX_READINGS of them.
 */
export function readings(tokens: readonly string[], starts: ReadonlySet<string>): string[][] {
  if (tokens.length === 0) return [];
  let out: string[][] = [[]];
  for (const token of tokens) {
    const ways = splits(token).filter((pieces, i) => i === 0 || pieces.every((piece) => starts.has(piece)));
    out = out
      .flatMap((before) => ways.map((pieces) => [...before, ...pieces]))
      .sort((a, b) => plainness(a) - plainness(b))
      .slice(0, MAX_READINGS);
  }
  return out;
}

/** Each known colour with its words in both languages, folded ("hot pink": hot, pink, rose, vif). */
const COLOUR_VOCABULARY = KNOWN_COLOURS.map((colour) => ({
  spellings: colourWords(colour),
  words: colourWords(colour).flatMap(searchTokens),
}));

/**
 * The spellings of every colour a typed piece names, in either language: "whit" and "blanc" name
 * white (white, blanc, blanche), "rose" the pinks. A piece of two letters names a colour only
 * whole ("or" is gold, not orange). None: the piece is no colour word.
 */
export function coloursNamed(piece: string): string[] {
  const names = (word: string) => (piece.length >= 3 ? word.startsWith(piece) : word === piece);
  return COLOUR_VOCABULARY.filter((c) => c.words.some(names)).flatMap((c) => c.spellings);
}

// The pieces are letters and digits only (searchTokens): no % or _ to escape. No ESCAPE clause
// either: SQLite's LIKE with one is several times slower, and a search tries a few patterns a row.
const like = (ref: RawBuilder<unknown>, pattern: string) => sql<boolean>`${ref} like ${pattern}`;
const anyOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(conditions, sql` or `)})`;
const allOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;

const LINES = [sql.ref('products.search_en'), sql.ref('products.search_fr')];

/**
 * The pieces as starts of words, in order, in either language's line; `anchored`: the first starts
 * the name. A number is a whole number ("50" is not 500), but for the last piece while it is being
 * typed (`openEnd`: "rose 6" on its way to "rose 60").
 */
function inOrder(pieces: string[], anchored: boolean, openEnd: boolean): RawBuilder<boolean> {
  const last = pieces.length - 1;
  const words = pieces.map((piece, i) => {
    const whole = /^\p{N}+$/u.test(piece) && !(openEnd && i === last);
    return ` ${piece}${whole ? ' ' : ''}%`;
  });
  const pattern = `${anchored ? '' : '%'}${words.join('')}`;
  return anyOf(LINES.map((line) => like(line, pattern)));
}

/**
 * The product's colour is every colour word among the pieces after the first (the first is what
 * the product is: "rose rose" is a pink rose; "petales rose" pink petals, not any petals of a
 * rose), in English or French. The colour column is free text typed in English, or in French.
 */
function colourAgrees(pieces: string[]): RawBuilder<boolean> | null {
  const colour = sql`coalesce(lower(${sql.ref('products.color')}), '')`;
  const conditions = pieces.slice(1).flatMap((piece) => {
    const spellings = coloursNamed(piece);
    if (spellings.length === 0) return [];
    return [sql<boolean>`(${colour} in (${sql.join(spellings)}) or ${like(sql`(' ' || ${colour})`, `% ${piece}%`)})`];
  });
  return conditions.length === 0 ? null : allOf(conditions);
}

export interface ProductSearch {
  /** Typed words (folded), each a substring of search_text: what any search finds. */
  words: string[];
  /** The readings of the typed tokens as starts of words in order (ranked, and found too). */
  readings: string[][];
  /** The search ends with a letter or digit: its last word may be still being typed. */
  openEnd: boolean;
  /** The whole search folded: a product's code typed whole comes first. */
  whole: string;
  tokens: string[];
}

/** What was typed, as tokens (letters and digits) to be read as starts of words. */
export function searchedTokens(search: string | undefined): string[] {
  return searchTokens(search ?? '').slice(0, MAX_TOKENS);
}

/** The search to run; `starts`: which of the tokens' candidatePieces start a word of the catalogue. */
export function productSearch(search: string | undefined, starts: ReadonlySet<string>): ProductSearch {
  const words = searchWords(search).map(foldedForSearch);
  const tokens = searchedTokens(search);
  // A word of signs alone ("%", "_") is looked for as typed: the readings, letters and digits only, would drop it.
  const signsAlone = words.some((word) => !/[\p{L}\p{N}]/u.test(word));
  return {
    words,
    readings: signsAlone ? [] : readings(tokens, starts),
    openEnd: /[\p{L}\p{N}]$/u.test((search ?? '').trim()),
    whole: foldedForSearch((search ?? '').trim()),
    tokens,
  };
}

/** What the readings find beyond the substrings: the starts of words in order, in either language. */
export function readingsFound(search: ProductSearch): RawBuilder<boolean> | null {
  if (search.readings.length === 0) return null;
  return anyOf(search.readings.map((pieces) => inOrder(pieces, false, search.openEnd)));
}

/**
 * 0: the code typed whole. Then, each level first where the colour words typed are the product's
 * colour, then where they are not: 1-2, a reading starts a name and goes on in order (name,
 * variety, colour, length); 3-4, a reading is found in order further in; 5-6, the words are found
 * in any order. The caller puts shorter names first within a level: a stem rose before the
 * bouquet of roses that mentions it.
 */
export function relevanceOrder(search: ProductSearch): RawBuilder<number> {
  const levels: RawBuilder<boolean>[] = [sql<boolean>`lower(${sql.ref('products.sku')}) = ${search.whole}`];
  for (const anchored of [true, false]) {
    const agreeing = search.readings.flatMap((pieces) => {
      const agrees = colourAgrees(pieces);
      return agrees ? [allOf([inOrder(pieces, anchored, search.openEnd), agrees])] : [];
    });
    levels.push(anyOf(agreeing), anyOf(search.readings.map((pieces) => inOrder(pieces, anchored, search.openEnd))));
  }
  levels.push(colourAgrees(search.tokens) ?? sql<boolean>`1 = 0`);
  return sql<number>`case ${sql.join(
    levels.map((condition, level) => sql`when ${condition} then ${sql.lit(level)}`),
    sql` `,
  )} else ${sql.lit(levels.length)} end`;
}

/** An FTS5 phrase: the text as typed, its own quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** The trigram index finds a text of three characters or more; a shorter one narrows nothing. */
const indexed = (texts: string[]) => texts.filter((text) => [...text].length >= 3).map(phrase);

/**
 * What the products_fts index (0079, SQLite) is asked first: the products that may match, a few
 * instead of all of them, on which the LIKEs then run as before (the same products found). Each
 * typed word of three characters or more is in search_text; for each reading, its pieces are in
 * search_en or search_fr each after a space (" ros": a start of a word). Null when one side has
 * nothing the index can look for (every word under three characters: "cm"): the LIKEs read
 * every product then, as before.
 */
export function indexedMatch(search: ProductSearch): string | null {
  const words = indexed(search.words);
  if (words.length === 0) return null;
  const sides = [`search_text : (${words.join(' AND ')})`];
  for (const pieces of search.readings) {
    const starts = indexed(pieces.map((piece) => ` ${piece}`));
    if (starts.length === 0) return null;
    sides.push(`{search_en search_fr} : (${starts.join(' AND ')})`);
  }
  return sides.map((side) => `(${side})`).join(' OR ');
}
