import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a secret (set-password links carry `token`). */
const SECRET_PARAM = /token|password|secret|key|signature|code/i;

/** Paths whose last segment is a secret: the fresh list's one-click unsubscribe (issue 39). */
const SECRET_PATH = /^((?:\/[a-z]{2})?\/api\/unsubscribe\/)[^/?#]+/i;

/**
 * The URL as it may be logged: every secret query parameter's value replaced, and a secret path
 * segment, so that a log reader cannot replay a set-password or unsubscribe link (its request
 * line would otherwise be logged whole).
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, '$1[redacted]');
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as it came; only its value can be a secret.
      }
      return value.length > 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
