import type { FastifyInstance } from 'fastify';
import { frenchTypeset, withoutTypedMarks, type Language } from '@shop/contract';
import { requestLanguage } from './request-language.js';

/**
 * A reply's message as its reader writes it: in French, a no-break space before : ; ! ? (issue
 * 34, item 8: "pris en stock pour 3 ruptures; les clients…"), what a person typed in it
 * (marked with contract's asTyped) left as typed; in English, as it is.
 */
export function replyText(text: string, language: Language): string {
  return language === 'fr' ? frenchTypeset(text) : withoutTypedMarks(text);
}

/**
 * One place sets every reply's message, whichever module wrote it and whether it says success
 * or refuses (the error handler's envelopes pass here too): the `message` of `{success, message}`.
 */
export function registerReplyTypography(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('success' in payload) || !('message' in payload)) return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    return { ...payload, message: replyText(message, requestLanguage(request)) };
  });
}
