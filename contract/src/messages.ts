import type { Language } from './constants.js';

/**
 * Validation messages. Schemas carry the key as their message; the server answers in the
 * request's language and the web app shows the reader's language. The English texts are
 * SPEC §5's, to the letter.
 */
const en = {
  required: '{{field}} is required.',
  phone: 'Enter a valid Canadian phone number(10-15 digits)',
  emailFormat: 'Invalid email format',
  passwordRequired: 'Please enter a password',
  passwordWeak: 'Password is too weak',
  captchaRequired: 'Please complete the CAPTCHA.',
  contactFieldsRequired: 'Please fill in all the fields.',
  contactEmail: 'Please enter a valid email address.',
  contactCaptcha: 'Please complete the reCAPTCHA.',
  loginRequired: 'Email and Password are required.',
  forgotEmailRequired: 'Please enter your email address.',
  tooLong: '{{field}} is too long.',
  invalid: '{{field}} is invalid.',
  notAllowed: '{{field}} is not one of the allowed values.',
  staffRolesRequired: 'Choose at least one role.',
  totpCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  totpCodeFormat: 'The code is the 6 digits your authenticator app shows.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  // The money limits of limits.ts, in the words of formatMoney (limits.test.ts checks them).
  quantityTooHigh: '{{field}} cannot be more than 10,000 units on one line.',
  unitPriceTooHigh: '{{field}} cannot be more than $10,000.00 a unit.',
  lineTotalTooHigh: 'A line cannot total more than $1,000,000.00 (quantity × unit price).',
  orderTotalTooHigh: 'An order cannot total more than $10,000,000.00, taxes included: split it into several orders.',
  paymentTooHigh: '{{field}} cannot be more than $10,000,000.00.',
  breakNotLower: '{{field}}: a quantity break costs less than the pack and than the breaks of smaller quantities.',
  breakQuantityTwice: 'Each quantity break has a quantity of its own.',
} as const;

export type MessageKey = keyof typeof en;

// French agrees an adjective with its noun ("L’adresse est requise", "Le nom est requis"), and
// {{field}} is any field's name: the messages that name it say it first, then what is wrong, in
// words that agree with themselves (issue 34, item 8: "Adresse est requis").
const fr: Record<MessageKey, string> = {
  required: '{{field}}\u00a0: ce champ est requis.',
  phone: 'Entrez un numéro de téléphone canadien valide (10 à 15 chiffres)',
  emailFormat: 'Format de courriel invalide',
  passwordRequired: 'Veuillez entrer un mot de passe',
  passwordWeak: 'Le mot de passe est trop faible',
  captchaRequired: 'Veuillez compléter le CAPTCHA.',
  contactFieldsRequired: 'Veuillez remplir tous les champs.',
  contactEmail: 'Veuillez entrer une adresse courriel valide.',
  contactCaptcha: 'Veuillez compléter le reCAPTCHA.',
  loginRequired: 'Le courriel et le mot de passe sont requis.',
  forgotEmailRequired: 'Veuillez entrer votre adresse courriel.',
  tooLong: '{{field}}\u00a0: ce texte est trop long.',
  invalid: '{{field}}\u00a0: cette valeur n’est pas valide.',
  notAllowed: '{{field}}\u00a0: cette valeur n’est pas permise.',
  staffRolesRequired: 'Choisissez au moins un rôle.',
  totpCodeRequired: 'Entrez le code à 6 chiffres de votre application d’authentification.',
  totpCodeFormat: 'Le code est fait des 6 chiffres qu’affiche votre application d’authentification.',
  recoveryCodeRequired: 'Entrez l’un de vos codes de récupération.',
  quantityTooHigh: '{{field}}\u00a0: au plus 10\u00a0000 unités sur une ligne.',
  unitPriceTooHigh: '{{field}}\u00a0: au plus 10\u00a0000,00\u00a0$ l’unité.',
  lineTotalTooHigh: 'Une ligne ne peut pas dépasser 1\u00a0000\u00a0000,00\u00a0$ (quantité × prix unitaire).',
  orderTotalTooHigh:
    'Une commande ne peut pas dépasser 10\u00a0000\u00a0000,00\u00a0$, taxes comprises\u00a0: répartissez-la en plusieurs commandes.',
  paymentTooHigh: '{{field}}\u00a0: au plus 10\u00a0000\u00a0000,00\u00a0$.',
  breakNotLower:
    '{{field}}\u00a0: un palier de quantité coûte moins que le conditionnement et que les paliers des quantités plus petites.',
  breakQuantityTwice: 'Chaque palier de quantité a sa propre quantité.',
};

export const validationMessages: Record<Language, Record<MessageKey, string>> = { en, fr };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/**
 * Fills a validation message for one language; unknown keys are returned as they are. Without a
 * field, a French message that names it first says what is wrong alone ("Ce champ est requis.").
 */
export function formatValidationMessage(key: string, language: Language, field: string): string {
  if (!isMessageKey(key)) return key;
  return fillField(validationMessages[language][key], field);
}

/** A message's {{field}} filled in; with no field, a leading "{{field}} : " left out. */
export function fillField(message: string, field: string): string {
  if (field) return message.replace('{{field}}', field);
  const alone = message.replace(/^\{\{field\}\}\s*:\s*/u, '');
  return alone === message ? message.replace('{{field}}', '') : alone.charAt(0).toUpperCase() + alone.slice(1);
}

/**
 * The message key of a value outside an enum (or literal): a missing or empty one is required,
 * any other is not allowed (the allowed values are the schema's, listed in the OpenAPI document).
 */
export function enumIssue(issue: { input?: unknown }): MessageKey {
  return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'notAllowed';
}
