import type { Language } from '@shop/contract';
import type { ReadFailure } from './reader/limits.js';

export const priceListMessages = {
  en: {
    created: 'Price list created.',
    updated: 'Price list updated.',
    deleted: 'Price list deleted.',
    notFound: 'Price list not found.',
    fileRequired: 'Choose a PDF, XLSX or CSV file.',
    tooLarge: 'The file is larger than 10 MB.',
    unsupported: 'Only PDF, XLSX and CSV files are accepted.',
  },
  fr: {
    created: 'Liste de prix créée.',
    updated: 'Liste de prix mise à jour.',
    deleted: 'Liste de prix supprimée.',
    notFound: 'Liste de prix introuvable.',
    fileRequired: 'Choisissez un fichier PDF, XLSX ou CSV.',
    tooLarge: 'Le fichier dépasse 10 Mo.',
    unsupported: 'Seuls les fichiers PDF, XLSX et CSV sont acceptés.',
  },
} satisfies Record<Language, Record<string, string>>;

/** Why a spreadsheet was refused, said to the staff member who uploaded it. */
export const readFailureMessages = {
  en: {
    'inflated-too-large': 'The spreadsheet inflates past 50 MB once unzipped; it is refused.',
    'too-many-rows': 'The spreadsheet has more than 20,000 rows.',
    'too-many-columns': 'The spreadsheet has more than 50 columns.',
    malformed: 'The file could not be read as a spreadsheet; it may be damaged.',
    empty: 'The spreadsheet is empty.',
    timeout: 'The file took too long to read.',
    'out-of-memory': 'The file needs too much memory to read.',
  },
  fr: {
    'inflated-too-large': 'Une fois décompressé, le classeur dépasse 50 Mo ; il est refusé.',
    'too-many-rows': 'Le classeur compte plus de 20 000 lignes.',
    'too-many-columns': 'Le classeur compte plus de 50 colonnes.',
    malformed: 'Le fichier n’a pas pu être lu comme un classeur ; il est peut-être endommagé.',
    empty: 'Le classeur est vide.',
    timeout: 'La lecture du fichier a pris trop de temps.',
    'out-of-memory': 'La lecture du fichier demande trop de mémoire.',
  },
} satisfies Record<Language, Record<ReadFailure, string>>;
