import type { Language } from '@shop/contract';

/** A message of the HTTP layer in each language, or one already in the caller's. */
export type HttpText = string | Record<Language, string>;

/**
 * An error of the HTTP layer itself (guards, request parsing, rate limits), with its status.
 * `code` is the machine-readable `error` of the body; the message is given in the caller's
 * language by the error handler. Services throw DomainError instead (server/src/errors).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: HttpText,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(typeof text === 'string' ? text : text.en);
  }

  messageIn(language: Language): string {
    return typeof this.text === 'string' ? this.text : this.text[language];
  }
}

const texts = {
  unauthorized: { en: 'Unauthorized', fr: 'Non autorisé' },
  forbidden: { en: 'Forbidden', fr: 'Accès refusé' },
  notFound: { en: 'Not found', fr: 'Introuvable' },
} satisfies Record<string, HttpText>;

export const unauthorized = () => new HttpError(401, texts.unauthorized, 'Unauthorized');
export const forbidden = (text: HttpText = texts.forbidden) => new HttpError(403, text, 'Forbidden');
export const notFound = (text: HttpText = texts.notFound) => new HttpError(404, text, 'NotFound');
export const badRequest = (text: HttpText, field?: string) => new HttpError(400, text, 'ValidationError', field);
