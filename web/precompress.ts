import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the highest
 * settings (done once at build, not per request), so that the server sends them as they are
 * (@fastify/static's `preCompressed`). A variant that is not smaller than the file is skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    // The client's build only: the server renderer (vite build --ssr) is not sent to browsers.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map((file) => compressFile(path.join(outDir, file))));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await fs.writeFile(`${file}.gz`, gzipped);
}
