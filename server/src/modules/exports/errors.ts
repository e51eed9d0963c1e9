import { EXPORT_MAX_DAYS } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

export const exportErrors = defineErrors({
  EXPORT_RANGE_TOO_LONG: {
    kind: 'invalid',
    en: `A file covers at most ${EXPORT_MAX_DAYS} days: choose a shorter range.`,
    fr: `Un fichier couvre au plus ${EXPORT_MAX_DAYS} jours : choisissez une période plus courte.`,
    field: 'to',
  },
});
