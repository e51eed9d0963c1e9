import type { FileStore } from '../modules/files/index.js';

/** The names of the stored files in `folder`, whichever driver holds them. */
export async function storedNames(files: FileStore, folder: string): Promise<string[]> {
  const names: string[] = [];
  for await (const key of files.list()) if (key.startsWith(`${folder}/`)) names.push(key.slice(folder.length + 1));
  return names;
}
