import { colourWords } from '@shop/contract/colours';
import { countryName } from '@shop/contract/countries';
import { foldedForSearch } from '../../db/like.js';

/** What a product's search texts are made of (a product as written, or a row being refolded). */
export interface SearchableProduct {
  sku: string;
  name_en: string;
  name_fr: string;
  variety?: string | null | undefined;
  color?: string | null | undefined;
  /** The names of the colour's row in the list, both languages (0047), beside the typed colour's words. */
  colour_names?: readonly string[] | undefined;
  /** An ISO code (0047) or, before, a name as typed: the search holds the country's name in both languages. */
  origin?: string | null | undefined;
  length_cm?: number | null | undefined;
}

/**
 * Words as the search compares them: folded (lower case, no accents), cut at anything that is
 * not a letter or a digit, and where letters and digits meet ("60cm" is 60 and cm).
 */
export function searchTokens(text: string): string[] {
  return foldedForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u))
    .filter(Boolean);
}

/** The colour in every way a reader may write it: the typed colour's words and the list's names. */
function colourWordsOf(p: SearchableProduct): string[] {
  const words = [...(p.color ? colourWords(p.color) : []), ...(p.colour_names ?? []).map((n) => n.toLowerCase())];
  return [...new Set(words)];
}

/**
 * An origin's country in both languages when it is an ISO code ("CO": Colombia, Colombie; 0047
 * on); an origin typed before as it was typed.
 */
function originWords(origin: string): string[] {
  if (!/^[A-Z]{2}$/.test(origin)) return [origin];
  return [...new Set([countryName(origin, 'en'), countryName(origin, 'fr')])];
}

/** What the substring search looks in: code, both names, variety, colour in both languages, origin and length. */
export function productSearchText(p: SearchableProduct): string {
  return foldedForSearch(
    [
      p.sku,
      p.name_en,
      p.name_fr,
      p.variety,
      ...colourWordsOf(p),
      ...(p.origin ? originWords(p.origin) : []),
      p.length_cm ? `${p.length_cm}cm` : null,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * The product's words in order, in one language: name, variety, colour in both languages, stem
 * length (" rose  mondial  blanche  60  cm  mondial  white  blanc  blanche  60  cm "). The ranked
 * search finds what is typed as the starts of these words, in order (search-rank.ts). Each word
 * has a space of its own on either side: a word starts after a space, and a whole number is
 * between two, also when the next word is looked for right after it (" 60 %" then " cm").
 */
export function productSearchLine(p: SearchableProduct, language: 'en' | 'fr'): string {
  const words = searchTokens(
    [
      language === 'fr' ? p.name_fr : p.name_en,
      p.variety,
      ...colourWordsOf(p),
      p.length_cm ? `${p.length_cm} cm` : null,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return ` ${words.join('  ')} `;
}

/** The search columns of a product. */
export function productSearchColumns(p: SearchableProduct) {
  return {
    search_text: productSearchText(p),
    search_en: productSearchLine(p, 'en'),
    search_fr: productSearchLine(p, 'fr'),
  };
}

/** The starts of two letters or more of the words of search lines ("rose": ro, ros, rose). */
export function wordPrefixes(lines: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of lines.flatMap((line) => line.split(' ')))
    if (/^\p{L}{2,}$/u.test(word)) for (let n = 2; n <= word.length; n += 1) prefixes.add(word.slice(0, n));
  return [...prefixes];
}
