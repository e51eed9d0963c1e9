import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Saves bytes under DATA_DIR/<folder>/ with a random name; returns the path relative to DATA_DIR. */
export async function storeFile(dataDir: string, folder: string, buffer: Buffer, ext: string): Promise<string> {
  const relative = path.join(folder, `${randomUUID()}.${ext}`);
  await fs.mkdir(path.join(dataDir, folder), { recursive: true });
  await fs.writeFile(path.join(dataDir, relative), buffer, { flag: 'wx' });
  return relative;
}

export async function removeFile(dataDir: string, relative: string | null): Promise<void> {
  if (relative) await fs.rm(path.join(dataDir, relative), { force: true });
}

/** The absolute path of a stored file, refusing anything that would leave DATA_DIR. */
export function storedFilePath(dataDir: string, relative: string): string {
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(path.resolve(dataDir) + path.sep)) throw new Error('path outside the data directory');
  return absolute;
}
