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
  SECOND_STEP_EXPIRED: {
    kind: 'unauthorized',
    en: 'This sign-in has expired. Enter your e-mail and password again.',
    fr: 'Cette connexion a expiré. Entrez de nouveau votre courriel et votre mot de passe.',
    error: 'SecondStepExpired',
  },
  SECOND_STEP_CODE_WRONG: {
    kind: 'unauthorized',
    en: 'This code is not right, or was already used.',
    fr: 'Ce code n’est pas le bon, ou a déjà servi.',
    error: 'InvalidCode',
    field: 'code',
  },
  TOTP_CODE_WRONG: {
    kind: 'invalid',
    en: 'This code is not right, or was already used. Enter the code your app shows now.',
    fr: 'Ce code n’est pas le bon, ou a déjà servi. Entrez le code qu’affiche votre application maintenant.',
    error: 'InvalidCode',
    field: 'code',
  },
  TOTP_ALREADY_ENABLED: {
    kind: 'conflict',
    en: 'Two-step sign-in is already on. Turn it off first to set it up again.',
    fr: 'La connexion en deux étapes est déjà activée. Désactivez-la d’abord pour la configurer de nouveau.',
    error: 'TotpAlreadyEnabled',
  },
  TOTP_NOT_STARTED: {
    kind: 'conflict',
    en: 'Start setting up two-step sign-in first.',
    fr: 'Commencez d’abord la configuration de la connexion en deux étapes.',
    error: 'TotpNotStarted',
  },
  TOTP_NOT_ENABLED: {
    kind: 'conflict',
    en: 'Two-step sign-in is not on.',
    fr: 'La connexion en deux étapes n’est pas activée.',
    error: 'TotpNotEnabled',
  },
  TOTP_ENROLMENT_REQUIRED: {
    kind: 'forbidden',
    en: 'Set up two-step sign-in before using the back-office: the owner requires it for your role.',
    fr: 'Configurez la connexion en deux étapes avant d’utiliser l’administration : le propriétaire l’exige pour votre rôle.',
    error: 'TotpEnrolmentRequired',
  },
});
