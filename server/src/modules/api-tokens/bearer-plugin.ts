import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForNotices } from '../../db/pg-notices.js';
import { isApiPath } from '../../http/api-path.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { ANY_SCOPE, requiredScope } from './guards.js';
import { looksLikeApiToken, resolveToken } from './service.js';
import { TokenCache } from './token-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tokens this server has resolved (PostgreSQL only: token-cache.ts), or null. */
    apiTokenCache: TokenCache | null;
  }
  interface FastifyRequest {
    /** The API token the call was made with (Authorization: Bearer), or null: a session's or nobody's. */
    apiToken: { id: number; name: string; scopes: string[] } | null;
  }
}

/** Calls a token may make a minute, on each server (its own count, apart from its owner's other tokens). */
export const TOKEN_CALLS_PER_MINUTE = 300;

/** A fixed window of calls per token (this server's), forgotten once it has passed. */
function createTokenLimiter(perMinute: number, now: () => number) {
  const windows = new Map<number, { start: number; calls: number }>();
  return (tokenId: number): number | null => {
    const t = now();
    let window = windows.get(tokenId);
    if (!window || t - window.start >= 60_000) {
      if (windows.size > 10_000) for (const [id, w] of windows) if (t - w.start >= 60_000) windows.delete(id);
      window = { start: t, calls: 0 };
      windows.set(tokenId, window);
    }
    window.calls += 1;
    return window.calls > perMinute ? Math.ceil((window.start + 60_000 - t) / 1000) : null;
  };
}

const missingScope = (scope: string) =>
  new HttpError(
    403,
    { en: `This token does not have the scope ${scope}.`, fr: `Ce jeton n’a pas la portée ${scope}.` },
    'InsufficientScope',
  );
const noTokenCall = () =>
  new HttpError(
    403,
    { en: 'This call cannot be made with an API token.', fr: 'Cet appel ne peut pas se faire avec un jeton d’API.' },
    'InsufficientScope',
  );

/**
 * On PostgreSQL (servers side by side), a cache of resolved tokens that the `auth_changed`
 * notices of every server empty (migration 0065); SQLite's lookup is in-process, and needs none.
 */
function startTokenCache(app: FastifyInstance): TokenCache | null {
  const { database } = app.config;
  if (database.dialect !== 'postgres') return null;
  const cache = new TokenCache();
  const listener = listenForNotices(
    database.url,
    'auth_changed',
    { onNotice: () => cache.clear(), onListening: () => cache.listening(), onLost: () => cache.lost() },
    app.log,
  );
  app.addHook('onClose', () => listener.close());
  return cache;
}

/**
 * `Authorization: Bearer <token>` signs a call in as the token's owner (issue 40, item 2), after
 * the session cookie is read and before the route's guard: an unknown, revoked or expired token
 * is 401, a call its scopes do not allow 403 naming the scope, and each token has its own limit
 * of calls a minute (429). Registered once, beside the session plugin.
 */
export const bearerTokenPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiTokenCache', startTokenCache(app));
  const deps = { db: app.db, clock: app.clock, ...(app.apiTokenCache ? { cache: app.apiTokenCache } : {}) };
  const overLimit = createTokenLimiter(TOKEN_CALLS_PER_MINUTE, () => app.clock.now().getTime());
  app.decorateRequest('apiToken', null);
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer /i.test(header) || !isApiPath(request.url)) return;
    const token = header.slice(7).trim();
    const holder = looksLikeApiToken(token) ? await resolveToken(deps, token) : null;
    if (!holder) throw unauthorized();
    request.user = { ...holder.user, via_token: holder.token.name };
    request.apiToken = holder.token;
    const retryAfter = app.config.rateLimit ? overLimit(holder.token.id) : null;
    if (retryAfter !== null) {
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(
        429,
        {
          en: `Too many calls with this token. Try again in ${retryAfter} seconds.`,
          fr: `Trop d’appels avec ce jeton. Réessayez dans ${retryAfter} secondes.`,
        },
        'TooManyRequests',
      );
    }
    const url = request.routeOptions.url ?? '';
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const scope = requiredScope(method, url, app.routeAccess.get(`${method} ${url}`), holder.user);
    if (scope === undefined || scope === ANY_SCOPE) return;
    if (scope === null) throw noTokenCall();
    if (!holder.token.scopes.includes(scope)) throw missingScope(scope);
  });
});
