import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page: browsers always send Origin
 * on such requests, and it must be this site (PUBLIC_URL, or the host the request came to,
 * which covers the development proxy). Requests without Origin (curl, server-to-server)
 * carry no ambient cookie risk from a browser and pass. Nor does a call with an API token
 * (`Authorization: Bearer`, issue 40): it is signed in by the token alone, never by the cookie
 * (an invalid token is 401), and no page of another site can send that header (it would need
 * CORS, which this server does not grant).
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if (/^bearer /i.test(request.headers.authorization ?? '')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const allowed =
      origin === publicOrigin || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
    if (!allowed) throw forbidden({ en: 'Cross-site request refused.', fr: 'Requête intersite refusée.' });
  });
}
