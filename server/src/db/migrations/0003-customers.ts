import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('archived_at', 'text').execute();

  for (const [name, type] of [
    ['credit_limit_cents', 'integer'],
    ['document_path', 'text'],
    ['document_name', 'text'],
    ['document_mime', 'text'],
  ] as const) {
    await db.schema.alterTable('customer_profiles').addColumn(name, type).execute();
  }
  // Invoices minus credits minus payments, kept in the transaction of each change.
  await db.schema
    .alterTable('customer_profiles')
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Lower-case business, owner, e-mail, phone digits and city: one column for the list's search.
  await db.schema
    .alterTable('customer_profiles')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update customer_profiles set search_text = lower(
    business_name || ' ' || business_owner_name || ' ' || phone_number || ' ' || city || ' ' ||
    (select email from users where users.id = customer_profiles.user_id))`.execute(db);
  await db.schema
    .createIndex('users_role_archived_status')
    .on('users')
    .columns(['role', 'archived_at', 'status', 'active'])
    .execute();

  await db.schema
    .createTable('customer_notes')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_notes_user').on('customer_notes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('visa', 'mastercard', 'interac', 'cash', 'cheque')`),
    )
    .addColumn('reference', 'text')
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('reverses_payment_id', 'integer', (c) => c.references('payments.id').unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_customer').on('payments').columns(['customer_id', 'received_on']).execute();
  await db.schema.createIndex('payments_received_on').on('payments').column('received_on').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('customer_notes').execute();
}
