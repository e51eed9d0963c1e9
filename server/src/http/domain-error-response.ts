import type { Language } from '@shop/contract';
import { errorCatalogue } from '../errors/catalogue.js';
import type { ErrorKind, ErrorText } from '../errors/define.js';
import type { DomainError } from '../errors/domain-error.js';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
};

/** The `error` field of the body when the entry names none (what clients have always read). */
const DEFAULT_ERROR: Record<ErrorKind, string> = {
  invalid: 'ValidationError',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'NotFound',
  conflict: 'Conflict',
  too_large: 'PayloadTooLarge',
  unsupported: 'UnsupportedMediaType',
  unprocessable: 'UnprocessableEntity',
  too_many: 'TooManyRequests',
  unavailable: 'ServiceUnavailable',
};

export interface ErrorResponse {
  status: number;
  body: { success: false; message: string; error: string; field?: string };
}

/** The status and the envelope of a domain error, its message in the caller's language. */
export function domainErrorResponse(err: DomainError, language: Language): ErrorResponse {
  const entry = errorCatalogue[err.code] as {
    kind: ErrorKind;
    en: ErrorText<unknown>;
    fr: ErrorText<unknown>;
    error?: string;
    field?: string;
  };
  const text = entry[language];
  const field = err.field ?? entry.field;
  return {
    status: STATUS[entry.kind],
    body: {
      success: false,
      message: typeof text === 'function' ? text(err.params) : text,
      error: entry.error ?? DEFAULT_ERROR[entry.kind],
      ...(field ? { field } : {}),
    },
  };
}
