import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The database file store (issue 16, part 1; docs/decisions/021-file-store.md), owned by the
 * files module:
 * - stored_files: one row per complete file (key such as `images/p1-…-card.webp`, its type,
 *   size, SHA-256). Written last, so a file is readable only once all its chunks are in.
 * - stored_file_chunks: the bytes in 512 KiB chunks, read back one at a time (no file is ever
 *   held whole in memory).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_key', 'seq'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
