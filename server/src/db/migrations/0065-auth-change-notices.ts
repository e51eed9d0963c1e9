import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Issue 40, the API token cache: each server keeps the tokens it has resolved, so that a call
 * with one costs no query; a change that can refuse a token must then reach every server at
 * once. On PostgreSQL these triggers say so on the `auth_changed` channel (NOTIFY, delivered at
 * commit to every server listening): a token revoked or changed, an account's status, role,
 * name or address changed or the account deleted, a staff member's roles changed. Once a
 * statement, whatever rows it touched; a token's last use (written once a minute) says nothing.
 * SQLite is one server: it keeps no cache, so needs no notice.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function notify_auth_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('auth_changed', '');
      return null;
    end $$`.execute(db);
  const triggers = [
    sql`create trigger api_tokens_auth_changed after update of revoked_at, scopes, expires_on, name or delete
        on api_tokens for each statement execute function notify_auth_changed()`,
    sql`create trigger users_auth_changed after update of status, active, role, name, email, language or delete
        on users for each statement execute function notify_auth_changed()`,
    sql`create trigger staff_roles_auth_changed after insert or update or delete
        on staff_roles for each statement execute function notify_auth_changed()`,
  ];
  for (const trigger of triggers) await trigger.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists api_tokens_auth_changed on api_tokens`.execute(db);
  await sql`drop trigger if exists users_auth_changed on users`.execute(db);
  await sql`drop trigger if exists staff_roles_auth_changed on staff_roles`.execute(db);
  await sql`drop function if exists notify_auth_changed()`.execute(db);
}
