import { defineErrors } from '../../errors/define.js';

export const userErrors = defineErrors({
  /** An e-mail address names one account: sign-up, staff creating or editing a customer. */
  EMAIL_TAKEN: {
    kind: 'conflict',
    en: 'An account with this e-mail address already exists.',
    fr: 'Un compte existe déjà avec cette adresse courriel.',
  },
});
