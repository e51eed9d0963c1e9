/**
 * What a French reader must not find in a document or an e-mail (issue 34, item 8): English
 * words, a : ; ! ? without the no-break space before it, a date in its ISO form where a reader
 * reads prose (a heading, a period, the document's own date).
 */

/**
 * English words that are not French words too (Total, Date, Type, Note, Section, Code, Stock,
 * Client, Rose are the same in both: they are not here).
 */
const ENGLISH = [
  'Product',
  'Products',
  'Colour',
  'Color',
  'Due',
  'Terms',
  'Invoice',
  'Invoices',
  'Order',
  'Orders',
  'Customer',
  'Phone',
  'Quantity',
  'Qty',
  'Unit',
  'Price',
  'Prices',
  'Subtotal',
  'Delivery',
  'Pickup',
  'Balance',
  'Amount',
  'Payment',
  'Payments',
  'Statement',
  'Period',
  'Printed',
  'Number',
  'Reference',
  'Method',
  'Opening',
  'Closing',
  'Credit',
  'Available',
  'Sold',
  'Bunch',
  'Stem',
  'Box',
  'Driver',
  'Stops',
  'Lines',
  'Address',
  'Sheet',
  'Cancels',
  'Original',
  'Withheld',
  'Hello',
  'Thank',
  'Please',
  'Your',
  'The',
  'And',
  'With',
  'From',
  'Receipt',
  'Days',
  'White',
  'Red',
  'Yellow',
  'Pink',
  'Green',
  'Purple',
];
const englishWord = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Texts a person typed (a customer's note, a business name), cut out of the text before it is read. */
function withoutData(text: string, typed: readonly string[]): string {
  return typed.reduce((rest, value) => rest.split(value).join(' '), text);
}

/** A few characters around a place, to say where a finding is. */
const around = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 25), index + length + 10).replace(/\s+/g, ' ');

/**
 * The English words of a French text. In a bilingual document (French first, "Produit /
 * Product"), a word in the English half of a pair is right: one with a "/" before it on its line
 * and no ":" between them, or, on a line that wraps after the "/", at the start of the next.
 */
export function englishWords(text: string, options: { bilingual?: boolean; typed?: readonly string[] } = {}): string[] {
  const found: string[] = [];
  const lines = withoutData(text, options.typed ?? []).split('\n');
  lines.forEach((line, i) => {
    for (const match of line.matchAll(englishWord)) {
      const before = line.slice(0, match.index);
      const slash = before.lastIndexOf('/');
      const pairedHere = slash >= 0 && !before.slice(slash).includes(':');
      const pairedAbove = before.trim() === '' && (lines[i - 1] ?? '').trimEnd().endsWith('/');
      if (options.bilingual && (pairedHere || pairedAbove)) continue;
      found.push(around(line, match.index, match[0].length));
    }
  });
  return found;
}

/**
 * The : ; ! ? with a plain space or no space before them (French wants a no-break space), outside
 * what a person typed. Times (10:00) and addresses (https://) are no such marks.
 */
export function unsetMarks(text: string, typed: readonly string[] = []): string[] {
  const rest = withoutData(text, typed);
  return [...rest.matchAll(/(?: |(?<=[\p{L}\p{N})»]))[:;!?](?=\s|$)/gu)].map((m) => around(rest, m.index, 1));
}

/** Days and months in their ISO form (2026-11-28, 2026-11), where a reader reads prose. */
export function isoDates(text: string): string[] {
  return [...text.matchAll(/(?<!\d)\d{4}-\d{2}(?:-\d{2})?(?!\d)/g)].map((m) => around(text, m.index, m[0].length));
}

/** French's own apostrophe is the typographic one (d’Anthurium), outside what a person typed. */
export function straightApostrophes(text: string, typed: readonly string[] = []): string[] {
  const rest = withoutData(text, typed);
  return [...rest.matchAll(/\p{L}'\p{L}/gu)].map((m) => around(rest, m.index, 3));
}

/**
 * Numéro abbreviated otherwise than nᵒ (a PDF's standard fonts draw it º): n° (a degree), "no 12",
 * or the English #12.
 */
export function otherNumeros(text: string, typed: readonly string[] = []): string[] {
  const rest = withoutData(text, typed);
  return [...rest.matchAll(/(?<!\p{L})[nN](?:°|o )\s*\d|#\d/gu)].map((m) => around(rest, m.index, 4));
}
