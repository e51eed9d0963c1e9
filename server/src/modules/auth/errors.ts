import { defineErrors } from '../../errors/define.js';

/** How long a sign-in must wait (ACCOUNT_SLOWED, ACCOUNT_LOCKED). */
type Wait = { seconds: number; minutes: number };

/** Sign-in and passwords. The `error` codes are what the web app reads to tell the cases apart. */
export const authErrors = defineErrors({
  SESSION_NOT_FOUND: { kind: 'not_found', en: 'Session not found.', fr: 'Session introuvable.' },
  WEAK_PASSWORD: {
    kind: 'invalid',
    en: 'Password is too weak',
    fr: 'Le mot de passe est trop faible',
    field: 'password',
  },
  CAPTCHA_REQUIRED: {
    kind: 'invalid',
    en: 'Please complete the CAPTCHA.',
    fr: 'Veuillez compléter le CAPTCHA.',
    error: 'CaptchaRequired',
    field: 'captcha',
  },
  INVALID_CREDENTIALS: {
    kind: 'unauthorized',
    en: 'Invalid email or password.',
    fr: 'Courriel ou mot de passe invalide.',
    error: 'InvalidCredentials',
  },
  ACCOUNT_PENDING: {
    kind: 'forbidden',
    en: 'Your account is awaiting approval. You will receive an e-mail once it is approved.',
    fr: 'Votre compte est en attente d’approbation. Vous recevrez un courriel dès qu’il sera approuvé.',
    error: 'AccountPending',
  },
  ACCOUNT_REJECTED: {
    kind: 'forbidden',
    en: 'Your account request was not approved. Contact us for more information.',
    fr: 'Votre demande de compte n’a pas été approuvée. Communiquez avec nous pour en savoir plus.',
    error: 'AccountRejected',
  },
  ACCOUNT_INACTIVE: {
    kind: 'forbidden',
    en: 'Your account is deactivated. Contact us to reactivate it.',
    fr: 'Votre compte est désactivé. Communiquez avec nous pour le réactiver.',
    error: 'AccountInactive',
  },
  ACCOUNT_SLOWED: {
    kind: 'too_many',
    en: (p: Wait) => `Too many failed sign-ins for this account. Wait ${p.seconds} seconds before trying again.`,
    fr: (p: Wait) => `Trop de connexions échouées pour ce compte. Attendez ${p.seconds} secondes avant de réessayer.`,
    error: 'TooManyFailures',
  },
  ACCOUNT_LOCKED: {
    kind: 'too_many',
    en: (p: Wait) =>
      `Too many failed sign-ins: this account is locked for ${p.minutes} minutes. You can reset your password meanwhile.`,
    fr: (p: Wait) =>
      `Trop de connexions échouées : ce compte est bloqué pendant ${p.minutes} minutes. Vous pouvez réinitialiser votre mot de passe entre-temps.`,
    error: 'AccountLocked',
  },
  INVALID_TOKEN: {
    kind: 'invalid',
    en: 'This link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
    error: 'InvalidToken',
    field: 'token',
  },
  WRONG_PASSWORD: {
    kind: 'invalid',
    en: 'The current password is not right.',
    fr: 'Le mot de passe actuel n’est pas le bon.',
    field: 'current_password',
  },
});
