import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Gives every successful API GET (and HEAD) in JSON a weak ETag of its body and `Cache-Control: private,
 * no-cache` (unless the route chose its own, as file downloads and captcha challenges do), and
 * answers 304 with no body when the client already holds that version: a list or catalogue that
 * did not change costs a round trip, not a download. The tag is of the bytes sent to this user,
 * so a browser shared by two accounts never gets one's reply for the other's.
 * Registered before compression, so that the tag is of the JSON, whatever the encoding.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.toLowerCase().startsWith('/api/') || reply.getHeader('cache-control') !== undefined)
      return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!clientHolds(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    // No body at all, rather than an empty one: Fastify then sends no Content-Length (a 304's
    // would be taken for the stored reply's, RFC 9110 8.6). Not for HEAD: Fastify's own HEAD
    // hook, which runs after this one, cannot take a null body (a 500), and sets a length of 0.
    return request.method === 'HEAD' ? '' : null;
  });
}

/** If-None-Match holds `*`, or this tag among its comma-separated tags (compared weakly, RFC 9110). */
function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
