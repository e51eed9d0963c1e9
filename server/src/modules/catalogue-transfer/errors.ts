import { CATALOGUE_FILE } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The catalogue's bulk import (issue 36, item 4): the file's refusals, a busy import, rows refused on apply. */
export const catalogueTransferErrors = defineErrors({
  CATALOGUE_FILE_REQUIRED: {
    kind: 'invalid',
    field: 'file',
    en: 'Choose the XLSX or CSV file of the catalogue.',
    fr: 'Choisissez le fichier XLSX ou CSV du catalogue.',
  },
  CATALOGUE_FILE_TOO_LARGE: {
    kind: 'too_large',
    field: 'file',
    en: `The file is larger than ${mb(CATALOGUE_FILE.maxBytes)} MB.`,
    fr: `Le fichier dépasse ${mb(CATALOGUE_FILE.maxBytes)} Mo.`,
  },
  CATALOGUE_FILE_UNSUPPORTED: {
    kind: 'unsupported',
    field: 'file',
    en: 'Only XLSX and CSV files are accepted.',
    fr: 'Seuls les fichiers XLSX et CSV sont acceptés.',
  },
  CATALOGUE_FILE_OVER_LIMIT: {
    kind: 'too_large',
    field: 'file',
    en: (p: { reason: string }) => `The file is past a limit of what an import may read (${p.reason}).`,
    fr: (p: { reason: string }) => `Le fichier dépasse une limite de ce qu’un import peut lire (${p.reason}).`,
  },
  CATALOGUE_FILE_UNREADABLE: {
    kind: 'unprocessable',
    field: 'file',
    en: (p: { reason: string }) => `The file could not be read as a spreadsheet (${p.reason}).`,
    fr: (p: { reason: string }) => `Le fichier n’a pas pu être lu comme un classeur (${p.reason}).`,
  },
  CATALOGUE_READERS_BUSY: {
    kind: 'unavailable',
    en: 'Other spreadsheets are being read right now. Try again in a few seconds.',
    fr: 'D’autres classeurs sont en cours de lecture. Réessayez dans quelques secondes.',
  },
  CATALOGUE_IMPORT_BUSY: {
    kind: 'conflict',
    en: 'Another import of the catalogue is being applied: try again once it is done.',
    fr: 'Un autre import du catalogue est en cours d’application : réessayez une fois celui-ci terminé.',
  },
  CATALOGUE_IMPORT_REJECTED: {
    kind: 'invalid',
    en: (p: { row: number; field: string; message: string; count: number }) =>
      `Nothing was applied: ${p.count === 1 ? '1 row was' : `${p.count} rows were`} refused, the first row ${p.row}, ${p.field}: ${p.message}`,
    fr: (p: { row: number; field: string; message: string; count: number }) =>
      `Rien n’a été appliqué : ${p.count === 1 ? '1 ligne refusée' : `${p.count} lignes refusées`}, la première ligne ${p.row}, ${p.field} : ${p.message}`,
  },
});
