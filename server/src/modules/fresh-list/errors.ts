import { defineErrors } from '../../errors/define.js';

export const freshListErrors = defineErrors({
  /** A wrong or used unsubscribe token: nothing changes, and whose it was is not said. */
  UNSUBSCRIBE_LINK_UNKNOWN: {
    kind: 'not_found',
    en: 'This unsubscribe link is not valid or was already used: nothing was changed.',
    fr: 'Ce lien de désabonnement n’est pas valide ou a déjà servi : rien n’a été changé.',
  },
});
