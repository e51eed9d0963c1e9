import type { Language } from './constants.js';

/**
 * A product's colour is free text that staff type in English ("white", "hot pink"); French
 * readers get the French word for the colours florists use (issue 17: "white · 70 cm · botte de
 * 10" on a French page). A colour not in the table is shown as typed.
 */
const FRENCH_COLOURS: Record<string, string> = {
  red: 'rouge',
  white: 'blanc',
  cream: 'crème',
  ivory: 'ivoire',
  pink: 'rose',
  'pale pink': 'rose pâle',
  'hot pink': 'rose vif',
  'light pink': 'rose clair',
  yellow: 'jaune',
  orange: 'orange',
  peach: 'pêche',
  coral: 'corail',
  lavender: 'lavande',
  purple: 'violet',
  burgundy: 'bordeaux',
  bicolour: 'bicolore',
  bicolor: 'bicolore',
  bronze: 'bronze',
  green: 'vert',
  champagne: 'champagne',
  blue: 'bleu',
  black: 'noir',
  gold: 'or',
  silver: 'argent',
  kraft: 'kraft',
  clear: 'transparent',
  'blue-green': 'bleu-vert',
  mixed: 'assorti',
  assorted: 'assorti',
  natural: 'naturel',
  brown: 'brun',
  grey: 'gris',
  gray: 'gris',
  salmon: 'saumon',
  fuchsia: 'fuchsia',
  lilac: 'lilas',
  mauve: 'mauve',
  apricot: 'abricot',
};

export function colourName(colour: string, language: Language): string {
  if (language === 'en') return colour;
  return FRENCH_COLOURS[colour.trim().toLowerCase()] ?? colour;
}

/** The French colours whose feminine differs: "rose blanche", "orchidée verte" (a search finds both). */
const FEMININE: Record<string, string> = {
  blanc: 'blanche',
  violet: 'violette',
  vert: 'verte',
  bleu: 'bleue',
  noir: 'noire',
  gris: 'grise',
  brun: 'brune',
  naturel: 'naturelle',
  transparent: 'transparente',
  assorti: 'assortie',
};

/**
 * Every way a reader may write a colour, in both languages: "white" gives white, blanc and
 * blanche; "hot pink" gives hot pink and rose vif. What the product search matches a colour word
 * against, whatever the reader's language (issue 34).
 */
export function colourWords(colour: string): string[] {
  const typed = colour.trim().toLowerCase();
  // A colour typed in French ("blanc") is the English one it names.
  const english = typed in FRENCH_COLOURS ? typed : FRENCH_KEYS.get(typed);
  const french = english ? FRENCH_COLOURS[english] : undefined;
  // Compound colours ("bleu-vert", "rose vif") are invariable.
  const feminine = french ? FEMININE[french] : undefined;
  return [...new Set([typed, english, french, feminine].filter((word): word is string => Boolean(word)))];
}

/** French colour (masculine or feminine) → the first English colour that gives it. */
const FRENCH_KEYS = new Map<string, string>();
for (const [english, french] of Object.entries(FRENCH_COLOURS).reverse()) {
  FRENCH_KEYS.set(french, english);
  if (FEMININE[french]) FRENCH_KEYS.set(FEMININE[french], english);
}

/** The colours the table knows (English, as staff type them). */
export const KNOWN_COLOURS: readonly string[] = Object.keys(FRENCH_COLOURS);
