import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Issue 18: on PostgreSQL, order numbers come from a sequence. The `order` row of `counters` was
 * locked by every transaction that created an order until it committed, so that all orders of
 * all servers waited for one another. A sequence hands numbers out without a lock; a rolled-back
 * order leaves a gap, which order numbers may have (invoice and credit-note numbers, which the
 * law wants gap-free, stay in `counters`). It starts after the last number given. SQLite has one
 * writer at a time: its counter stays.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence order_numbers`.execute(db);
  await sql`select setval('order_numbers', (select value from counters where name = 'order'))`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`update counters set value = (select last_value from order_numbers) where name = 'order'`.execute(db);
  await sql`drop sequence order_numbers`.execute(db);
}
