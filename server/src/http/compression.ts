import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
const THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
  });
  // A HEAD answers with the headers its GET would have (RFC 9110 §9.3.2), the encoding among
  // them: @fastify/compress comes after Fastify has dropped a HEAD's body, so an API reply is
  // encoded here, for its length, and the body then dropped as usual.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'HEAD' || typeof payload !== 'string' || Buffer.byteLength(payload) < THRESHOLD)
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
  });
}

/** Brotli, else gzip, as the client accepts them (a q of 0 refuses one; `*` stands for any). */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
