import type { MigrationDb } from './helpers.js';
import { idColumn, idColumnType } from './helpers.js';

/**
 * A second sign-in factor for staff (issue 15, part 5; docs/decisions/024-totp.md), all owned by
 * auth:
 * - totp_credentials: one per user; `secret` is AES-GCM sealed when TOTP_KEY is set ('gcm1:…'),
 *   else plain ('plain:…'); confirmed_at null while enrolment is started but not confirmed;
 *   last_step is the last time step accepted, so that a code is never accepted twice.
 * - totp_recovery_codes: SHA-256 of each recovery code, used_at once used (single use).
 * - login_challenges: the second step of a sign-in: the SHA-256 of a 5-minute token given after
 *   the right password, deleted when used.
 * - auth_settings: the shop's sign-in settings, key → value ('second_factor' = 'optional' or
 *   'owner_office').
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'integer')
    .execute();
  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('totp_recovery_codes_user').on('totp_recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createTable('auth_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('auth_settings').execute();
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('totp_recovery_codes').execute();
  await db.schema.dropTable('totp_credentials').execute();
}
