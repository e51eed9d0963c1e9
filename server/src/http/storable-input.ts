import type { FastifyInstance } from 'fastify';
import { formatValidationMessage, type Language } from '@shop/contract';
import { badRequest } from './errors.js';
import { requestLanguage } from './request-language.js';

/** PostgreSQL's `integer`, the type of every id and count column (SQLite's is wider). */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * The path of the first value that no column can hold, or null: a string with a NUL character
 * (PostgreSQL's text refuses it) or an integer beyond `integer`. Walks without recursion, so that
 * a deeply nested body cannot overflow the stack.
 */
export function findUnstorable(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (typeof v === 'number') {
      if (Number.isInteger(v) && (v < INTEGER_RANGE.min || v > INTEGER_RANGE.max)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => pending.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      for (const [key, item] of Object.entries(v)) pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

/**
 * Refuses, for every route at once, what the route's schema let through but the database would
 * answer with a 500 on PostgreSQL (and SQLite would store): NUL in text, integers beyond the
 * column's range (an id of 2^31 is a 400 here, not a server error). Runs on the validated
 * params, query and body, before the route's own guards and handler.
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const language = requestLanguage(request);
    for (const part of [request.params, request.query, request.body]) assertStorable(part, language);
  });
}

/** Throws the 400 of the check above; multipart fields, read by the handler, go through it too. */
export function assertStorable(value: unknown, language: Language): void {
  const field = findUnstorable(value);
  if (field === null) return;
  const message = formatValidationMessage('invalid', language, field || 'body');
  throw badRequest(message, field || undefined);
}
