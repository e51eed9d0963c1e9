import { EXPORT_MAX_DAYS, type Language } from '@shop/contract';

export const exportMessages = {
  en: { rangeTooLong: `A file covers at most ${EXPORT_MAX_DAYS} days: choose a shorter range.` },
  fr: { rangeTooLong: `Un fichier couvre au plus ${EXPORT_MAX_DAYS} jours : choisissez une période plus courte.` },
} satisfies Record<Language, Record<string, unknown>>;
