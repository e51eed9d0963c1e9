import { sql } from 'kysely';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('customer_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('neq_tax_number', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('cell_phone', 'text')
    .addColumn('other_phone', 'text')
    .addColumn('fax_number', 'text')
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('business_owner_name', 'text', (c) => c.notNull())
    .addColumn('sales_person_name', 'text')
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('business_website', 'text')
    .addColumn('invoice_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('per_order')
        .check(sql`invoice_type in ('per_order', 'monthly')`),
    )
    .execute();
  await db.schema
    .createIndex('customer_profiles_business_name')
    .on('customer_profiles')
    .column('business_name')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('set', 'reset')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_tokens_user').on('password_tokens').column('user_id').execute();

  // Failed sign-ins per e-mail and per address: after 3, the captcha is asked.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('subject', 'text', (c) => c.notNull().unique())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['login_failures', 'password_tokens', 'sessions', 'customer_profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
