import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './request-language.js';

/**
 * Serves web/'s build. Hashed assets are cached for a year; any other GET that is not an API
 * call gets index.html so that client routes work on reload. Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // web/precompress.ts wrote .br and .gz beside each file at build; sent as the client accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.toLowerCase().startsWith('/api/');
    if (built && wantsPage && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    const route = `${request.method} ${pathname}`;
    const message = requestLanguage(request) === 'fr' ? `Route ${route} introuvable` : `Route ${route} not found`;
    return reply.status(404).send({ success: false, message, error: 'NotFound' });
  });
}
