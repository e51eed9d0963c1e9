import type { ErrorEnvelope } from '@shop/contract';
import i18n from '@/i18n/instance';
import { noteReply } from '@/pwa/offline-copy';

/** An API failure with the message to show: the server's, or the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

// SPEC §8: a 500 whose message names a JSON-web-token error signs the user out as a 401 does.
const TOKEN_ERRORS =
  /JsonWebTokenError|TokenExpiredError|NotBeforeError|jwt (expired|malformed)|invalid (token|signature)/i;

let onSessionEnded: (message: string) => void = () => undefined;

/** The router registers what a forced logout does (clear, toast, go to /login). */
export function setSessionEndedHandler(handler: (message: string) => void): void {
  onSessionEnded = handler;
}

export function isSessionEnd(status: number, body: Partial<ErrorEnvelope> | null): boolean {
  if (status === 401 && body?.error === 'Unauthorized') return true;
  return status === 500 && TOKEN_ERRORS.test(`${body?.message ?? ''} ${body?.error ?? ''}`);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Shown when the server gives no message (SPEC §8's 'Failed to …' texts). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiReply<T> {
  data: T;
  message?: string;
  /** The whole reply, for the few SPEC §7 calls whose payload sits beside `success` (notes). */
  body: Record<string, unknown>;
}

/**
 * The one fetch wrapper: sends cookies, the reader's language and JSON; unwraps the
 * `{success, message, data}` envelope; ends the session on SPEC §8's errors.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiReply<T>> {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'X-Language': i18n.language === 'fr' ? 'fr' : 'en',
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(options.fallbackMessage ?? i18n.t('errors.network'), 0);
  }
  // A kept copy (the service worker's, no signal) is said on the shop: "Prices and stock as of".
  if (response.ok) noteReply(options.method ?? 'GET', response.headers as Headers | undefined);
  const body = (await response.json().catch(() => null)) as ReplyBody<T> | null;
  return settle(response.status, body, options.fallbackMessage);
}

/** No answer, or a proxy's stand-in for the server (unreachable, timed out): try again later. */
export function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || (err.status >= 502 && err.status <= 504));
}

export type ReplyBody<T> = { success: boolean; message?: string; data?: T } & Partial<ErrorEnvelope>;

/** Unwraps a reply, or throws the ApiError to show (ending the session on SPEC §8's errors). */
export function settle<T>(status: number, body: ReplyBody<T> | null, fallbackMessage: string | undefined): ApiReply<T> {
  if (status < 200 || status >= 300 || !body?.success) {
    // A server error's text is not for people: SPEC §8's fallback ('Failed to …') is shown instead,
    // unless it names a token error, which signs out with that message.
    const serverFault = status >= 500 && !isSessionEnd(status, body);
    const message = (serverFault ? fallbackMessage : body?.message) ?? fallbackMessage ?? i18n.t('errors.unexpected');
    if (isSessionEnd(status, body)) onSessionEnded(message);
    throw new ApiError(message, status, body?.field, body?.error);
  }
  return { data: body.data as T, body, ...(body.message ? { message: body.message } : {}) };
}

/**
 * A multipart upload that reports its progress (0 to 1): XMLHttpRequest, because fetch cannot
 * tell how much of a request body is sent. Same reply handling as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: {
    fallbackMessage?: string;
    onProgress?: (fraction: number) => void;
    method?: 'POST' | 'PUT';
    headers?: Record<string, string>;
  } = {},
): Promise<ApiReply<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Language', i18n.language === 'fr' ? 'fr' : 'en');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(options.fallbackMessage ?? i18n.t('errors.network'), 0));
    xhr.onload = () => {
      try {
        resolve(settle<T>(xhr.status, xhr.response as ReplyBody<T> | null, options.fallbackMessage));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.send(form);
  });
}
