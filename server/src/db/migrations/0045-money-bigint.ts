import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Issue 35: money is 64-bit on both databases. The order totals, the ledger and the allocations
 * were bigint from the start (0006, 0013, 0016), but a customer's balance, a payment, the prices
 * and the claims' freight were PostgreSQL's 32-bit integer: a balance past 2^31 cents
 * ($21,474,836.47, three large orders) failed with "integer out of range" where SQLite, whose
 * integers are 64-bit, took it. pg reads int8 as a number (db/connection.ts). Nothing to do on
 * SQLite. One statement per table: each table is rewritten once.
 */
const MONEY_COLUMNS: Record<string, string[]> = {
  customer_profiles: ['balance_cents', 'credit_limit_cents'],
  payments: ['amount_cents'],
  products: ['price_cents'],
  offer_items: ['price_cents'],
  order_lines: ['unit_price_cents'],
  claims: ['freight_cents'],
};

async function retype(db: MigrationDb, type: 'bigint' | 'integer'): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS))
    await sql`alter table ${sql.table(table)} ${sql.join(
      columns.map((c) => sql`alter column ${sql.ref(c)} type ${sql.raw(type)}`),
    )}`.execute(db);
}

export async function up(db: MigrationDb): Promise<void> {
  await retype(db, 'bigint');
}

/** Back to integer: fails, as it should, on a value that no longer fits. */
export async function down(db: MigrationDb): Promise<void> {
  await retype(db, 'integer');
}
