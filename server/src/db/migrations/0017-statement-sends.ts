import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Monthly statements e-mailed once per customer and month (issue 12, item 6): a row is claimed
 * (inserted) before the e-mail is queued, in the same transaction, so that two servers running
 * the job at once queue it once (the primary key refuses the second).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('statement_sends')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'staff')`))
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_sends_pk', ['customer_id', 'month'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('statement_sends').execute();
}
