import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { databaseRateLimitStore } from '../modules/cluster/index.js';
import { HttpError } from './errors.js';
import { requestLanguage } from './request-language.js';

const messages = {
  en: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
  fr: (seconds: number) => `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
};

/**
 * Per-route limits (routes set config.rateLimit), answered 429 with Retry-After and a message
 * in the caller's language. RATE_LIMIT=off lifts them (browser tests sign in many times).
 * The counts are kept in the database (table rate_limit_hits), so that a limit holds across
 * every server sharing it (docs/decisions/023-several-servers.md).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    store: databaseRateLimitStore(app.db, app.clock) as never,
    allowList: () => !app.config.rateLimit,
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, messages[requestLanguage(request)](seconds), 'TooManyRequests');
    },
  });
}
