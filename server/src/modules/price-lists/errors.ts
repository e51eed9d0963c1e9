import { formatValidationMessage, PRICE_LIST_FILE } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';
import type { ReadFailure } from './reader/limits.js';

const { maxRows, maxColumns, maxCells, maxReadMemoryMb } = PRICE_LIST_FILE;
const en = (n: number) => n.toLocaleString('en-CA');
// French groups digits with a space, as the other messages write them.
const fr = (n: number) => en(n).replaceAll(',', ' ');

/** Why a spreadsheet was refused, said to the staff member who uploaded it; each limit by its value. */
const readFailure = {
  en: {
    'inflated-too-large': 'The spreadsheet inflates past 50 MB once unzipped; it is refused.',
    'too-many-rows': `The spreadsheet has more than ${en(maxRows)} rows.`,
    'too-many-columns': `The spreadsheet has more than ${en(maxColumns)} columns.`,
    'too-many-cells': `The spreadsheet has more than ${en(maxCells)} cells (rows × columns).`,
    malformed: 'The file could not be read as a spreadsheet; it may be damaged.',
    empty: 'The spreadsheet is empty.',
    timeout: 'The file took too long to read.',
    'out-of-memory': `The file needs more than the ${en(maxReadMemoryMb)} MB of memory a price list may take to read.`,
  },
  fr: {
    'inflated-too-large': 'Une fois décompressé, le classeur dépasse 50 Mo ; il est refusé.',
    'too-many-rows': `Le classeur compte plus de ${fr(maxRows)} lignes.`,
    'too-many-columns': `Le classeur compte plus de ${fr(maxColumns)} colonnes.`,
    'too-many-cells': `Le classeur compte plus de ${fr(maxCells)} cellules (lignes × colonnes).`,
    malformed: 'Le fichier n’a pas pu être lu comme un classeur ; il est peut-être endommagé.',
    empty: 'Le classeur est vide.',
    timeout: 'La lecture du fichier a pris trop de temps.',
    'out-of-memory': `La lecture du fichier demande plus que les ${fr(maxReadMemoryMb)} Mo de mémoire permis pour une liste de prix.`,
  },
} satisfies Record<'en' | 'fr', Record<ReadFailure, string>>;

/** The reasons that are a limit passed (413), not a file that cannot be read (422). */
const OVER_LIMIT = ['too-many-rows', 'too-many-columns', 'too-many-cells', 'out-of-memory'] as const;
type OverLimit = (typeof OVER_LIMIT)[number];
export const isOverLimit = (reason: ReadFailure): reason is OverLimit =>
  (OVER_LIMIT as readonly string[]).includes(reason);

type Unreadable = { reason: Exclude<ReadFailure, 'inflated-too-large' | OverLimit> };

export const priceListErrors = defineErrors({
  PRICE_LIST_NOT_FOUND: { kind: 'not_found', en: 'Price list not found.', fr: 'Liste de prix introuvable.' },
  PRICE_LIST_FILE_REQUIRED: {
    kind: 'invalid',
    en: 'Choose a PDF, XLSX or CSV file.',
    fr: 'Choisissez un fichier PDF, XLSX ou CSV.',
    field: 'file',
  },
  PRICE_LIST_TOO_LARGE: {
    kind: 'too_large',
    en: 'The file is larger than 10 MB.',
    fr: 'Le fichier dépasse 10 Mo.',
    field: 'file',
  },
  PRICE_LIST_UNSUPPORTED: {
    kind: 'unsupported',
    en: 'Only PDF, XLSX and CSV files are accepted.',
    fr: 'Seuls les fichiers PDF, XLSX et CSV sont acceptés.',
    field: 'file',
  },
  PRICE_LIST_INFLATES_TOO_LARGE: {
    kind: 'too_large',
    en: readFailure.en['inflated-too-large'],
    fr: readFailure.fr['inflated-too-large'],
    error: 'UnreadableFile',
    field: 'file',
  },
  PRICE_LIST_OVER_LIMIT: {
    kind: 'too_large',
    en: (p: { reason: OverLimit }) => readFailure.en[p.reason],
    fr: (p: { reason: OverLimit }) => readFailure.fr[p.reason],
    error: 'UnreadableFile',
    field: 'file',
  },
  PRICE_LIST_UNREADABLE: {
    kind: 'unprocessable',
    en: (p: Unreadable) => readFailure.en[p.reason],
    fr: (p: Unreadable) => readFailure.fr[p.reason],
    error: 'UnreadableFile',
    field: 'file',
  },
  PRICE_LIST_BUSY: {
    kind: 'unavailable',
    en: 'Other spreadsheets are being read right now. Try again in a few seconds.',
    fr: 'D’autres classeurs sont en cours de lecture. Réessayez dans quelques secondes.',
    error: 'Busy',
    field: 'file',
  },
  PRICE_LIST_DATES: {
    kind: 'invalid',
    en: formatValidationMessage('invalid', 'en', 'valid_to'),
    fr: formatValidationMessage('invalid', 'fr', 'valid_to'),
    field: 'valid_to',
  },
});
