import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contract';

/** The caller's language: the X-Language header the web app sends, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers['x-language'];
  if (isLanguage(explicit)) return explicit;
  const accept = request.headers['accept-language'] ?? '';
  const first = accept.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
