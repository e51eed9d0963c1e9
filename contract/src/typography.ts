/**
 * French typography (issue 17): a no-break space before `:`, `;`, `!` and `?`, so that the
 * mark never starts a line, whether the text had a plain space there or none ("TPS: 6,00").
 * Times (10:00), addresses (https://) and queries (?a=1) are left alone: the mark must end a word.
 */
export function frenchTypography(text: string): string {
  // \ue001 ends a frenchCopy marker: data put in just before the mark, which must be set too.
  return text.replace(/(?: |(?<=[\p{L}\p{N})»\ue001]))([:;!?])(?=\s|$)/gu, '\u00a0$1');
}

/** What a copy function gives: a text, or lists and groups of texts (a mail's subject and paragraphs). */
type Shaped = string | readonly Shaped[] | { readonly [key: string]: Shaped };
/** What a copy table holds: texts, text makers and lists or groups of them. */
type Copy = Shaped | ((...args: never[]) => Shaped) | readonly Copy[] | { readonly [key: string]: Copy };

const marker = (i: number) => `\ue000${i}\ue001`;
const markers = /\ue000(\d+)\ue001/g;

/** The same shape with every text passed through `change`. */
function mapTexts(value: Shaped, change: (text: string) => string): Shaped {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item: Shaped) => mapTexts(item, change));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item as Shaped, change)]));
}

/**
 * A French copy table with French typography applied to its own words only, never to the data
 * its functions put in (a customer's note "May?" stays as typed). A function is called with
 * markers in place of its text arguments, the typography applied, then the arguments put back.
 * When the markers do not give the same result back (the function reads an argument: a code
 * looked up in a table), the whole result is set, which is right for codes.
 */
export function frenchCopy<T extends Copy>(copy: T): T {
  if (typeof copy === 'string') return frenchTypography(copy) as T;
  if (typeof copy === 'function') {
    const make = copy as (...args: unknown[]) => Shaped;
    return ((...args: unknown[]) => {
      const result = make(...args);
      const marked = make(...args.map((arg, i) => (typeof arg === 'string' ? marker(i) : arg)));
      const fill = (text: string) => text.replace(markers, (_, i: string) => String(args[Number(i)]));
      const same = JSON.stringify(mapTexts(marked, fill)) === JSON.stringify(result);
      return same ? mapTexts(marked, (text) => fill(frenchTypography(text))) : mapTexts(result, frenchTypography);
    }) as unknown as T;
  }
  if (Array.isArray(copy)) return copy.map((item: Copy) => frenchCopy(item)) as unknown as T;
  return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, frenchCopy(value as Copy)])) as T;
}

// Data put into a text drawn in one piece (a PDF's "Bon de commande : PO?7", an API message
// naming a product): the text's own words get French typography, the data stays as typed.
const typedData = /\ue002([^\ue002\ue003]*)\ue003/g;

/** Marks a piece of data (a name, a note, a PO number) inside a text that frenchTypeset will set. */
export const asTyped = (value: string) => `\ue002${value.replace(/[\ue002\ue003]/g, '')}\ue003`;

/** The text without asTyped's marks: what a text that gets no French typography shows. */
export const withoutTypedMarks = (text: string) => text.replace(/[\ue002\ue003]/g, '');

/**
 * French typography on a text's own words, its asTyped parts left as typed (a mark right after
 * one is set too: "Client\u00a0:"), and asTyped's marks removed.
 */
export function frenchTypeset(text: string): string {
  const pieces: string[] = [];
  const marked = text.replace(typedData, (_, value: string) => marker(pieces.push(value) - 1));
  return withoutTypedMarks(frenchTypography(marked).replace(markers, (_, i: string) => pieces[Number(i)] ?? ''));
}

/**
 * French "de" before a word, elided before a vowel or a mute h with the typographic apostrophe:
 * "d’octobre 2026", "d’Anthurium", "d’Œillet", "de novembre 2026", "de Rose", "de Yucca". (An
 * aspirated h, "de houx", is not told apart: say it another way where one may come.)
 */
export function frenchOf(word: string): string {
  return /^[aeiouhàâäéèêëîïôöùûüœæ]/i.test(word) ? `d’${word}` : `de ${word}`;
}
