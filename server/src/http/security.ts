import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP is what the built app needs and no more: scripts, workers (the
 * captcha's proof-of-work) and fetches from this origin only. style-src allows inline styles
 * because the toast library injects a <style> element (docs/decisions/003-csp.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { mapsKey: string | null; recaptcha: boolean }) {
  const google = opts.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const maps = opts.mapsKey ? ['https://www.google.com'] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...google],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        // 'self': the price-list page frames its PDF (/api/pricelists/{id}/file?inline=1).
        'frame-src': ["'self'", ...new Set([...google, ...maps])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The PDF viewer of price lists embeds same-origin files.
    frameguard: { action: 'sameorigin' },
  });
  // Set on the raw response, as helmet does: a route's own header (the price list's PDF frame)
  // still replaces one of them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets for `options`, worked out once. They depend on nothing of the
 * request (no directive is a function); @fastify/helmet built the whole helmet middleware
 * again for every request, parsing the CSP each time (issue 18: 1.5% of an order's placement).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let passed = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    passed = true;
  });
  if (!passed) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
