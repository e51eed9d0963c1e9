import type { MigrationDb } from './helpers.js';

/**
 * The books to the accountant (issue 39 item 4; docs/decisions/051-books-to-the-accountant.md):
 * - accounting_accounts: the account each posting of the export names (key → number and name),
 *   set by the owner and the office; a key without a row takes contract's DEFAULT_ACCOUNTS.
 *   Owned by accounting.
 * - ledger_entries by day: the export reads a period of the journal in (entry_date, id) order;
 *   payment_allocations by the day they were made and the day they were released, for the
 *   period's allocations.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('accounting_accounts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('ledger_entries_day').on('ledger_entries').columns(['entry_date', 'id']).execute();
  await db.schema
    .createIndex('payment_allocations_allocated_on')
    .on('payment_allocations')
    .columns(['allocated_on', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_allocations_released_on')
    .on('payment_allocations')
    .columns(['released_on', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('payment_allocations_released_on').execute();
  await db.schema.dropIndex('payment_allocations_allocated_on').execute();
  await db.schema.dropIndex('ledger_entries_day').execute();
  await db.schema.dropTable('accounting_accounts').execute();
}
