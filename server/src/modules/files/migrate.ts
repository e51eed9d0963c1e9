import { parseArgs } from 'node:util';
import type { FileStore } from './store.js';

export interface MigrationProgress {
  key: string;
  /** copied: written and verified; skipped: already there with the same SHA-256. */
  outcome: 'copied' | 'skipped';
  done: number;
}

export interface MigrationResult {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of `from` into `to` (npm run files:migrate). Resumable: a file already in
 * `to` with the same SHA-256 is skipped, so a run stopped half-way starts again where it was.
 * Each copy is verified: the SHA-256 `to` reports must be the source's, else it throws.
 * Files are streamed one at a time; the source is left as it was.
 */
export async function migrateFiles(
  from: FileStore,
  to: FileStore,
  onProgress: (p: MigrationProgress) => void = () => undefined,
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, skipped: 0, bytes: 0 };
  let done = 0;
  for await (const key of from.list()) {
    const source = await from.info(key);
    if (!source) continue; // removed since it was listed
    const there = await to.info(key);
    done += 1;
    if (there && there.sha256 === source.sha256 && there.size === source.size) {
      result.skipped += 1;
      onProgress({ key, outcome: 'skipped', done });
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    await to.put(key, file.stream, source.contentType);
    const copied = await to.info(key);
    if (!copied || copied.sha256 !== source.sha256 || copied.size !== source.size)
      throw new Error(`${key}: the copy's SHA-256 does not match the source's`);
    result.copied += 1;
    result.bytes += source.size;
    onProgress({ key, outcome: 'copied', done });
  }
  return result;
}

/** `--to database` or `--to disk` (also `--to=database`); anything else is refused with the usage. */
export function migrationTarget(args: string[]): 'disk' | 'database' {
  const usage = 'usage: npm run files:migrate -- --to database|disk';
  let to: string | undefined;
  try {
    to = parseArgs({ args, options: { to: { type: 'string' } } }).values.to;
  } catch {
    throw new Error(usage);
  }
  if (to !== 'disk' && to !== 'database') throw new Error(usage);
  return to;
}
