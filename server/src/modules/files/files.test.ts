import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  CHUNK_SIZE,
  databaseFileStore,
  diskFileStore,
  migrateFiles,
  migrationTarget,
  type FileStore,
} from './index.js';

let t: TestApp;
let spare: string;
beforeAll(async () => {
  t = await createTestApp();
  spare = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-files-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(spare, { recursive: true, force: true });
});

/** Deterministic bytes, produced 64 KiB at a time: `size` bytes never exist at once. */
function* pieces(size: number, seed = 7): Generator<Buffer> {
  let state = seed;
  for (let done = 0; done < size;) {
    const piece = Buffer.alloc(Math.min(64 * 1024, size - done));
    for (let i = 0; i < piece.length; i += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      piece[i] = state >>> 24;
    }
    done += piece.length;
    yield piece;
  }
}
const sha256Of = (size: number, seed?: number) => {
  const hash = createHash('sha256');
  for (const p of pieces(size, seed)) hash.update(p);
  return hash.digest('hex');
};

/** What the driver has already written of `key` while it is being put. */
async function persisted(store: FileStore, root: string, key: string): Promise<number> {
  if (store.driver === 'database') {
    const rows = await t.db.selectFrom('stored_file_chunks').select('seq').where('file_key', '=', key).execute();
    return rows.length * CHUNK_SIZE;
  }
  const folder = path.join(root, path.dirname(key));
  const temp = fs.existsSync(folder) ? fs.readdirSync(folder).find((n) => n.startsWith('.upload-')) : undefined;
  return temp ? fs.statSync(path.join(folder, temp)).size : 0;
}

const drivers: [string, () => { store: FileStore; root: string }][] = [
  ['disk', () => ({ store: diskFileStore(t.config.dataDir), root: t.config.dataDir })],
  ['database', () => ({ store: databaseFileStore(t.db), root: '' })],
];

describe.each(drivers)('the %s file store', (_name, make) => {
  it('round-trips a file of several chunks with the same SHA-256, streaming it in and out', async () => {
    const { store, root } = make();
    const size = 5 * CHUNK_SIZE + 12_345;
    const key = `documents/big-${store.driver}.pdf`;
    // The source checks, as it is read, that the driver keeps writing: it never holds more
    // than a couple of chunks before they are stored.
    let produced = 0;
    let maxAhead = 0;
    async function* source() {
      for (const piece of pieces(size)) {
        if (produced > 2 * CHUNK_SIZE) maxAhead = Math.max(maxAhead, produced - (await persisted(store, root, key)));
        produced += piece.length;
        yield piece;
      }
    }
    const info = await store.put(key, Readable.from(source()), 'application/pdf');
    expect(info).toMatchObject({ key, size, sha256: sha256Of(size), contentType: 'application/pdf' });
    expect(maxAhead).toBeLessThanOrEqual(2 * CHUNK_SIZE);

    const file = await store.get(key);
    expect(file).toMatchObject({ size, contentType: 'application/pdf' });
    const hash = createHash('sha256');
    let read = 0;
    let largest = 0;
    for await (const piece of file!.stream as AsyncIterable<Buffer>) {
      hash.update(piece);
      read += piece.length;
      largest = Math.max(largest, piece.length);
    }
    expect(read).toBe(size);
    expect(hash.digest('hex')).toBe(sha256Of(size));
    expect(largest).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(await store.info(key)).toMatchObject({ size, sha256: sha256Of(size) });
    if (store.driver === 'database') {
      const chunks = await t.db.selectFrom('stored_file_chunks').select('seq').where('file_key', '=', key).execute();
      expect(chunks).toHaveLength(6);
    }
  });

  it('replaces, lists, deletes; answers null for what is not there; refuses keys that leave the store', async () => {
    const { store } = make();
    const key = `images/p1-abcdef123456-card.webp`;
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second, longer'));
    const file = await store.get(key);
    expect(file).toMatchObject({ size: 14, contentType: 'image/webp' });
    expect(Buffer.concat(await file!.stream.toArray()).toString()).toBe('second, longer');
    const empty = await store.put('documents/empty.csv', Buffer.alloc(0));
    expect(empty.size).toBe(0);
    expect((await (await store.get('documents/empty.csv'))!.stream.toArray()).length).toBe(0);

    const keys: string[] = [];
    for await (const k of store.list()) keys.push(k);
    expect(keys).toEqual(expect.arrayContaining([key, 'documents/empty.csv']));
    expect([...keys].sort()).toEqual(keys);

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    expect(await store.info(key)).toBeNull();
    await store.delete(key); // twice is fine
    for (const bad of ['../shop.db', 'images/../../etc/passwd', '/etc/passwd', 'shop.db', 'images/a/b.webp'])
      await expect(store.get(bad), bad).rejects.toThrow();
  });
});

describe('npm run files:migrate (migrateFiles)', () => {
  it('copies every file across, verified, skips what is already there, and resumes after a stop', async () => {
    const from = diskFileStore(path.join(spare, 'from'));
    const to = databaseFileStore(t.db);
    const keys = ['claim-photos/c1-aaaaaa111111-large.webp', 'invoices/one.pdf', 'price-lists/two.xlsx'];
    for (const [i, key] of keys.entries()) await from.put(key, Buffer.from(`file ${i}`));
    const big = 'documents/big-migrated.pdf';
    await from.put(big, Readable.from(pieces(3 * CHUNK_SIZE + 1, 11)));
    // Not the store's: the database, the outbox, a stray file at the top.
    fs.mkdirSync(path.join(spare, 'from', 'outbox'), { recursive: true });
    fs.writeFileSync(path.join(spare, 'from', 'outbox', '000001-x.eml'), 'mail');
    fs.writeFileSync(path.join(spare, 'from', 'shop.db'), 'db');

    // Stopped after the second copy (Ctrl-C, a lost connection)...
    let copies = 0;
    await expect(
      migrateFiles(from, to, (p) => {
        if (p.outcome === 'copied' && ++copies === 2) throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    // ...the next run skips what is there and copies the rest.
    const seen: string[] = [];
    const result = await migrateFiles(from, to, (p) => seen.push(`${p.outcome} ${p.key}`));
    expect(result).toMatchObject({ copied: 2, skipped: 2 });
    expect(seen).toHaveLength(4);
    const copied = await to.info(big);
    expect(copied).toMatchObject({ size: 3 * CHUNK_SIZE + 1, sha256: sha256Of(3 * CHUNK_SIZE + 1, 11) });
    expect(await to.exists('outbox/000001-x.eml')).toBe(false);

    // A file changed at the source since is copied again; the rest is skipped.
    await from.put('invoices/one.pdf', Buffer.from('changed'));
    expect(await migrateFiles(from, to)).toMatchObject({ copied: 1, skipped: 3 });

    // And back to a disk (--to disk), byte for byte.
    const back = diskFileStore(path.join(spare, 'back'));
    expect(await migrateFiles(to, back)).toMatchObject({ copied: 4 + (await countOthers(to)), skipped: 0 });
    for (const key of [...keys, big]) expect((await back.info(key))!.sha256).toBe((await from.info(key))!.sha256);
  });
});

/** Files the other tests of this file left in the database store. */
async function countOthers(store: FileStore): Promise<number> {
  let n = 0;
  for await (const key of store.list())
    if (
      ![
        'claim-photos/c1-aaaaaa111111-large.webp',
        'invoices/one.pdf',
        'price-lists/two.xlsx',
        'documents/big-migrated.pdf',
      ].includes(key)
    )
      n += 1;
  return n;
}

describe('npm run files:migrate arguments', () => {
  it('takes --to database or --to disk, and refuses anything else', () => {
    expect(migrationTarget(['--to', 'database'])).toBe('database');
    expect(migrationTarget(['--to=disk'])).toBe('disk');
    for (const bad of [[], ['--to', 's3'], ['--from', 'disk'], ['database']])
      expect(() => migrationTarget(bad), bad.join(' ')).toThrow(/usage/);
  });
});
