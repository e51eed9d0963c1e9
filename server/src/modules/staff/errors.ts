import { defineErrors } from '../../errors/define.js';

export const staffErrors = defineErrors({
  STAFF_NOT_FOUND: { kind: 'not_found', en: 'Staff member not found.', fr: 'Membre du personnel introuvable.' },
  LAST_OWNER: {
    kind: 'conflict',
    en: 'The shop needs at least one active owner: name another owner first.',
    fr: 'La boutique doit garder au moins un propriétaire actif : nommez d’abord un autre propriétaire.',
    field: 'roles',
  },
  STAFF_NO_TWO_STEP: {
    kind: 'conflict',
    en: 'This staff member has no two-step sign-in to reset.',
    fr: 'Ce membre du personnel n’a pas de connexion en deux étapes à réinitialiser.',
  },
  STAFF_NO_EMAIL: {
    kind: 'conflict',
    en: 'This staff member has no e-mail address yet: add one first.',
    fr: 'Ce membre du personnel n’a pas encore d’adresse courriel : ajoutez-en une d’abord.',
    field: 'email',
  },
});
