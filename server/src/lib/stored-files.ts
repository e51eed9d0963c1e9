import { randomUUID } from 'node:crypto';
import type { FileStore, StoredFile } from '../modules/files/index.js';

/** Saves bytes in the file store under `<folder>/` with a random name; returns the key. */
export async function storeFile(
  files: FileStore,
  folder: string,
  buffer: Buffer,
  ext: string,
  contentType?: string,
): Promise<string> {
  const key = `${folder}/${randomUUID()}.${ext}`;
  await files.put(key, buffer, contentType);
  return key;
}

export async function removeFile(files: FileStore, key: string | null): Promise<void> {
  if (key) await files.delete(key);
}

/** A stored file as a stream, or null when it is missing (or the key is not one of ours). */
export async function openStoredFile(files: FileStore, key: string): Promise<StoredFile | null> {
  try {
    return await files.get(key);
  } catch {
    return null;
  }
}
