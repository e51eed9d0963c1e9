import { defineErrors } from '../../errors/define.js';

export const statementErrors = defineErrors({
  STATEMENT_RUN_NOT_FOUND: {
    kind: 'not_found',
    en: 'This sending of statements is not known (it may have ended over an hour ago).',
    fr: 'Cet envoi d’états de compte est inconnu (il s’est peut-être terminé il y a plus d’une heure).',
  },
});
