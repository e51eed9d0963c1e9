import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/connection.js';
import { checkKey, contentTypeOf, toStream, type FileStore } from './store.js';

/** Bytes per row of stored_file_chunks: a file is written and read one chunk at a time. */
export const CHUNK_SIZE = 512 * 1024;
const LIST_PAGE = 500;

/**
 * Files in the database (the default with PostgreSQL, so that every server of a cluster sees
 * every file): the bytes in 512 KiB rows of stored_file_chunks, then the stored_files row,
 * written last, that makes the file visible. A write in progress holds no transaction open
 * (SQLite has one writer); a write that fails removes its chunks.
 */
export function databaseFileStore(db: Db): FileStore {
  const removeChunks = (key: string) => db.deleteFrom('stored_file_chunks').where('file_key', '=', key).execute();
  const row = (key: string) =>
    db
      .selectFrom('stored_files')
      .select(['key', 'content_type', 'size', 'sha256'])
      .where('key', '=', checkKey(key))
      .executeTakeFirst();

  async function* chunksOf(key: string, count: number): AsyncGenerator<Buffer> {
    for (let seq = 0; seq < count; seq += 1) {
      const chunk = await db
        .selectFrom('stored_file_chunks')
        .select('bytes')
        .where('file_key', '=', key)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) throw new Error(`stored file ${key} lost its chunk ${seq}`);
      yield Buffer.from(chunk.bytes);
    }
  }

  return {
    driver: 'database',
    on: (other) => databaseFileStore(other),
    async put(key, body, contentType) {
      checkKey(key);
      // A replaced file (or the chunks a killed put left) goes first, its row before its chunks.
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
      await removeChunks(key);
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingLength = 0;
      const write = async (bytes: Buffer) => {
        await db.insertInto('stored_file_chunks').values({ file_key: key, seq, bytes }).execute();
        seq += 1;
      };
      try {
        for await (const piece of toStream(body) as AsyncIterable<Buffer | string>) {
          const buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
          hash.update(buffer);
          size += buffer.length;
          pending.push(buffer);
          pendingLength += buffer.length;
          if (pendingLength < CHUNK_SIZE) continue;
          const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingLength);
          let offset = 0;
          for (; all.length - offset >= CHUNK_SIZE; offset += CHUNK_SIZE)
            await write(all.subarray(offset, offset + CHUNK_SIZE));
          pending = offset < all.length ? [all.subarray(offset)] : [];
          pendingLength = all.length - offset;
        }
        if (pendingLength > 0) await write(Buffer.concat(pending, pendingLength));
        const info = { key, contentType: contentType ?? contentTypeOf(key), size, sha256: hash.digest('hex') };
        await db
          .insertInto('stored_files')
          .values({
            key,
            content_type: info.contentType,
            size,
            sha256: info.sha256,
            created_at: new Date().toISOString(),
          })
          .execute();
        return info;
      } catch (err) {
        await removeChunks(key).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      const found = await row(key);
      if (!found) return null;
      const size = Number(found.size);
      return {
        contentType: found.content_type,
        size,
        stream: Readable.from(chunksOf(key, Math.ceil(size / CHUNK_SIZE)), { objectMode: false }),
      };
    },
    async delete(key) {
      checkKey(key);
      // The row first: from then on nobody starts reading the chunks.
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
      await removeChunks(key);
    },
    async exists(key) {
      return (await row(key)) !== undefined;
    },
    async info(key) {
      const found = await row(key);
      if (!found) return null;
      return { key, contentType: found.content_type, size: Number(found.size), sha256: found.sha256 };
    },
    async *list() {
      let after = '';
      for (;;) {
        const keys = await db
          .selectFrom('stored_files')
          .select('key')
          .where('key', '>', after)
          .orderBy('key')
          .limit(LIST_PAGE)
          .execute();
        for (const k of keys) yield k.key;
        if (keys.length < LIST_PAGE) return;
        after = keys[keys.length - 1]!.key;
      }
    },
  };
}
