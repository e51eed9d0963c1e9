import type { Language } from '@shop/contract';
import { formatValidationMessage } from '@shop/contract';
import type { z } from 'zod';
import { badRequest } from './errors.js';
import { assertStorable } from './storable-input.js';

/**
 * Validates what the route schema could not (multipart fields), answering as the error handler
 * does for JSON bodies: 400 with the first issue's field and message.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, language: Language): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    assertStorable(parsed.data, language);
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = formatValidationMessage(issue?.message ?? 'invalid', language, field);
  throw badRequest(field && !message.includes(field) ? `${field}: ${message}` : message, field);
}
