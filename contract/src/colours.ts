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
