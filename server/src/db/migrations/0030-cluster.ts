import type { MigrationDb } from './helpers.js';

/**
 * What several servers on one database share (issue 16, parts 2 and 3;
 * docs/decisions/023-several-servers.md), owned by the cluster module:
 * - rate_limit_hits: the per-address request counts of @fastify/rate-limit, one row per route
 *   and address, counted up to the end of its window (expired rows removed by housekeeping).
 * - job_leases: which server runs each periodic job, until when (renewed while it lives).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_ends_at').execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
}
