import { defineErrors } from '../../errors/define.js';

export const staffErrors = defineErrors({
  STAFF_NOT_FOUND: { kind: 'not_found', en: 'Staff member not found.', fr: 'Membre du personnel introuvable.' },
  LAST_OWNER: {
    kind: 'conflict',
    en: 'The shop needs at least one active owner: name another owner first.',
    fr: 'La boutique doit garder au moins un propriétaire actif : nommez d’abord un autre propriétaire.',
    field: 'roles',
  },
});
