import type { ErrorCatalogue, ErrorCode } from './catalogue.js';
import type { ParamsOf } from './define.js';

export type ErrorParams<C extends ErrorCode> = ParamsOf<ErrorCatalogue[C]>;

/** Extra facts of one throw: the request field at fault, where it is not the entry's own. */
export interface ErrorOptions {
  field?: string;
  /** For 429 and 503: when to try again (the Retry-After header). */
  retryAfterSeconds?: number;
}

type Args<C extends ErrorCode> =
  ErrorParams<C> extends undefined
    ? [params?: undefined, options?: ErrorOptions]
    : [params: ErrorParams<C>, options?: ErrorOptions];

/**
 * A rule of the domain was broken. Services throw it with a code of the catalogue and the
 * parameters its message needs; the HTTP layer picks the status and the language.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly params: ErrorParams<C> | undefined;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: C,
    ...[params, options]: Args<C>
  ) {
    super(code);
    this.name = 'DomainError';
    this.params = params as ErrorParams<C> | undefined;
    this.field = options?.field;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
