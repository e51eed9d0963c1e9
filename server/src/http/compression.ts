import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses replies of 1 KB or more whose type is compressible (JSON, text, CSV, SVG; mime-db
 * says which, so PDFs, images and XLSX, already compressed, pass as they are), with brotli or
 * gzip as the client accepts, and `Vary: Accept-Encoding`. Brotli runs at quality 4: per request,
 * the top levels cost far more CPU than the bytes they save. Built web files are compressed once
 * at build instead (web/precompress.ts, served by @fastify/static's `preCompressed`).
 * Compressed request bodies are not accepted: nothing sends them, and inflating them would let
 * a small body grow past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A HEAD answers with the headers its GET would have (RFC 9110 §9.3.2), the encoding among
  // them. Fastify answers a HEAD with its GET's handler and drops the body in an onSend hook of
  // the route's own; @fastify/compress adds its hook after that one, so it saw no body and
  // encoded nothing. Fastify's hook is moved last here (the plugin's onRoute hook has run: it
  // was registered first), so that a HEAD is negotiated and encoded exactly as its GET.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const dropBody = route.onSend.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropBody !== -1) route.onSend.push(...route.onSend.splice(dropBody, 1));
  });
}
