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
}
