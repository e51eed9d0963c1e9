import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '../../db/connection.js';

/**
 * Where uploaded and generated files live (docs/decisions/021-file-store.md). A key is a
 * folder and a name (`images/p1-3fa9c2e1d0b4-card.webp`, `documents/<uuid>.pdf`): the same
 * key on either driver, so the rows that name files never change when files move.
 */
export interface FileStore {
  readonly driver: FileStoreDriver;
  /** Writes (or replaces) the file at `key`, streaming `body`; returns what was stored. */
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<StoredFileInfo>;
  /** The file as a stream with its size and type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size, type and SHA-256 (the database keeps it; the disk reads the file through a hash). */
  info(key: string): Promise<StoredFileInfo | null>;
  /** Every key, in key order (the migration walks it). */
  list(): AsyncIterable<string>;
  /**
   * The same store with its database work on `db`: a put made inside a transaction must join it
   * (given the transaction), or on PostgreSQL it waits for a second pooled connection while
   * holding one, and enough such transactions at once exhaust the pool. The disk is unchanged.
   */
  on(db: Db): FileStore;
}

export type FileStoreDriver = 'disk' | 'database';

export interface StoredFileInfo {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface StoredFile {
  contentType: string;
  size: number;
  stream: Readable;
}

/** The folders the store owns (the disk driver lists only these; DATA_DIR holds other things). */
export const FILE_FOLDERS = [
  'images',
  'claim-photos',
  'delivery-signatures',
  'delivery-photos',
  'documents',
  'price-lists',
  'invoices',
  'statements',
  /** Purchase orders sent to suppliers (issue 37). */
  'purchase-orders',
] as const;

const KEY = /^[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Refuses a key that is not `<folder>/<name>` (no `..`, no absolute path, no sub-folder). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

export function isFileKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type a key's extension implies (what the disk driver answers). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function toStream(body: Buffer | Readable): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}

/** SHA-256 and size of a stream, reading it through (never whole in memory). */
export async function hashStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}
