import { defineErrors } from '../../errors/define.js';

export const apiTokenErrors = defineErrors({
  API_TOKEN_NOT_FOUND: { kind: 'not_found', en: 'Token not found.', fr: 'Jeton introuvable.' },
  API_TOKEN_SCOPE_NOT_ALLOWED: {
    kind: 'invalid',
    en: (p: { scope: string }) => `Your account cannot give a token the scope ${p.scope}.`,
    fr: (p: { scope: string }) => `Votre compte ne peut pas donner la portée ${p.scope} à un jeton.`,
    error: 'ScopeNotAllowed',
    field: 'scopes',
  },
  API_TOKEN_EXPIRY_PAST: {
    kind: 'invalid',
    en: 'A token’s last day is today or later.',
    fr: 'Le dernier jour d’un jeton est aujourd’hui ou plus tard.',
    field: 'expires_on',
  },
  API_TOKEN_LIMIT: {
    kind: 'conflict',
    en: (p: { max: number }) => `An account has at most ${p.max} tokens: revoke one first.`,
    fr: (p: { max: number }) => `Un compte a au plus ${p.max} jetons : révoquez-en un d’abord.`,
    error: 'TooManyTokens',
  },
});
