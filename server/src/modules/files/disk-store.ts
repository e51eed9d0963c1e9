import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, contentTypeOf, FILE_FOLDERS, hashStream, isFileKey, toStream, type FileStore } from './store.js';

/**
 * Files under DATA_DIR/<folder>/<name> (the default with SQLite). The only code that touches
 * the data directory's files: every other reader and writer goes through the FileStore.
 * A write goes to a hidden temporary file first and is renamed into place, so a reader never
 * sees half a file.
 */
export function diskFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const absolute = path.resolve(base, checkKey(key));
    if (!absolute.startsWith(base + path.sep)) throw new Error('path outside the data directory');
    return absolute;
  };
  const statOf = async (key: string) => {
    try {
      const stat = await fsp.stat(fileOf(key));
      return stat.isFile() ? stat : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };

  const store: FileStore = {
    driver: 'disk',
    on: () => store,
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.upload-${randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(toStream(body), counter, fs.createWriteStream(temp, { flags: 'wx' }));
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { key, contentType: contentType ?? contentTypeOf(key), size, sha256: hash.digest('hex') };
    },
    async get(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      return { contentType: contentTypeOf(key), size: stat.size, stream: fs.createReadStream(fileOf(key)) };
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async info(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      const { sha256, size } = await hashStream(fs.createReadStream(fileOf(key)));
      return { key, contentType: contentTypeOf(key), size, sha256 };
    },
    async *list() {
      for (const folder of [...FILE_FOLDERS].sort()) {
        let names: string[];
        try {
          names = (await fsp.readdir(path.join(base, folder), { withFileTypes: true }))
            .filter((e) => e.isFile())
            .map((e) => e.name);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw err;
        }
        for (const name of names.sort()) {
          const key = `${folder}/${name}`;
          if (isFileKey(key)) yield key;
        }
      }
    },
  };
  return store;
}
