import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * The OpenAPI document the server serves at /api/docs/json, built from this source without a
 * database to migrate or a port to open (an empty SQLite folder of its own, removed after).
 * PUBLIC_URL, if set, is the document's server.
 */
export async function servedOpenApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openapi-document-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED: 'none',
      CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
    });
    const app = await buildApp(config);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `tsx --conditions=source server/src/cli/openapi-document.ts [file]`: the document, to the file or stdout. */
async function main(): Promise<void> {
  const text = JSON.stringify(await servedOpenApiDocument(), null, 2);
  const file = process.argv[2];
  if (file) await writeFile(file, text + '\n');
  else process.stdout.write(text + '\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
