import { sql } from 'kysely';
import { idColumn, idColumnType, isPostgres, type MigrationDb } from './helpers.js';

/**
 * The audit trail (issue 15, part 3), owned by the audit module (docs/decisions/020-audit-trail.md):
 * - audit_events: one row per write by staff or a customer: when, who (null for the system) and
 *   from which address, the entity and its id, the action, and the changed fields as JSON
 *   `{field: [before, after]}` (never passwords, tokens or secrets).
 *   Append-only: triggers refuse UPDATE and DELETE on both dialects, as for ledger_entries.
 *   No foreign key to users: a user's removal must not rewrite (or be blocked by) the trail.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_ip', 'text')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_entity')
    .on('audit_events')
    .columns(['entity', 'entity_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_user_id', 'at']).execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
  await appendOnly(db);
}

async function appendOnly(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`.execute(db);
    await sql`create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
    return;
  }
  for (const action of ['update', 'delete'])
    await sql
      .raw(
        `create trigger audit_events_no_${action} before ${action} on audit_events
         begin select raise(abort, 'audit_events is append-only'); end`,
      )
      .execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  if (isPostgres(db)) await sql`drop function audit_events_append_only()`.execute(db);
}
