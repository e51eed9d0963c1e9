/**
 * How a module declares the errors its services may throw: a stable code, the kind of failure
 * (which the HTTP layer turns into a status) and the message in each language. Services throw
 * `DomainError` with a code; they know nothing of HTTP or of the caller's language.
 */
export type ErrorKind =
  | 'invalid' // 400: the request breaks a rule of the domain
  | 'unauthorized' // 401: nobody is signed in
  | 'forbidden' // 403: signed in, but not allowed
  | 'not_found' // 404: no such thing (or not the caller's)
  | 'conflict' // 409: the state of things does not allow it now
  | 'too_large' // 413
  | 'unsupported' // 415: a file of a type we do not take
  | 'unprocessable' // 422: well-formed but cannot be read
  | 'too_many' // 429: too many tries; Retry-After says when to try again
  | 'unavailable'; // 503: busy now; Retry-After says when to try again

/** A message: text, or text made from the error's parameters. */
export type ErrorText<P> = string | ((params: P) => string);

export interface ErrorEntry<P = never> {
  kind: ErrorKind;
  en: ErrorText<P>;
  fr: ErrorText<P>;
  /** The `error` field of the response body, where it is not the kind's default. */
  error?: string;
  /** The request field at fault, where the error always names the same one. */
  field?: string;
}

// `any` here lets each entry keep its own parameter type when the entries are checked together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const defineErrors = <const T extends Record<string, ErrorEntry<any>>>(entries: T): T => entries;

/** The parameters an entry's message needs (`undefined` when its texts are plain strings). */
export type ParamsOf<E> = E extends { en: (params: infer P) => string } ? P : undefined;
