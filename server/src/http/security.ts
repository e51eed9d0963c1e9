import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP is what the built app needs and no more: scripts, workers (the
 * captcha's proof-of-work) and fetches from this origin only. style-src allows inline styles
 * because the toast library injects a <style> element (docs/decisions/003-csp.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { mapsKey: string | null; recaptcha: boolean },
) {
  const google = opts.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const maps = opts.mapsKey ? ['https://www.google.com'] : [];
  await app.register(helmet, {
    global: true,
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
}
