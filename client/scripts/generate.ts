import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typesOf } from './types-of.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/generated/schema.d.ts');

/**
 * The document to generate from: `--url <address of /api/docs/json>` reads a running shop's;
 * without it, this repository's server builds its own (server/src/cli/openapi-document.ts),
 * no database or port needed.
 */
async function readDocument(): Promise<object> {
  const at = process.argv.indexOf('--url');
  if (at > 0) {
    const url = process.argv[at + 1];
    if (!url) throw new Error('--url needs the address of the document, e.g. https://shop.example/api/docs/json');
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as object;
  }
  const cli = path.join(here, '../../server/src/cli/openapi-document.ts');
  const text = execFileSync(process.execPath, ['--import', 'tsx', '--conditions=source', cli], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(text) as object;
}

/** npm run generate -w client [-- --url …]: writes src/generated/schema.d.ts. */
async function main(): Promise<void> {
  const types = await typesOf(await readDocument());
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, types);
  console.log(`${path.relative(process.cwd(), out)}: ${types.split('\n').length} lines`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
