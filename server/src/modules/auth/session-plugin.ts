import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSession, SESSION_ABSOLUTE_MS, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie; null when signed out. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessionCookie: {
      name: string;
      set(reply: FastifyReply, token: string): void;
      clear(reply: FastifyReply): void;
      read(request: FastifyRequest): string | undefined;
    };
  }
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /; with an https PUBLIC_URL it is Secure
 * and takes the __Host- prefix (bound to this host, not settable by a subdomain).
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const secure = app.config.secureCookies;
  const name = secure ? '__Host-sid' : 'sid';
  app.decorate('sessionCookie', {
    name,
    set(reply, token) {
      reply.setCookie(name, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
    },
    clear(reply) {
      reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
    read(request) {
      return request.cookies[name];
    },
  });
  app.decorateRequest('user', null);
  // Before validation, so that the routes' guards (server/src/http/guards.ts) run first.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Only API calls need the user; static files and pages do not cost a lookup.
    if (!request.url.slice(0, 5).toLowerCase().startsWith('/api/')) return;
    const token = app.sessionCookie.read(request);
    if (token) request.user = await resolveSession(app.db, app.clock, token);
  });
});
