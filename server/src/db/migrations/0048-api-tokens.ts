import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/**
 * Personal API tokens (issue 40, item 2), owned by the api-tokens module: a customer's or a
 * staff member's, each with its name, scopes (space-separated) and optional last day. Only the
 * token's SHA-256 is kept (looked up by its unique index), with its first characters to tell it
 * apart in a list. A revoked token keeps its row (revoked_at) for the owner's list; the rows go
 * with their user. The audit trail notes the token a write was made with (audit_events.via_token).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'id']).execute();
  // A write made with a token is its owner's, "via token <name>" (the name as it was then).
  await db.schema.alterTable('audit_events').addColumn('via_token', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('audit_events').dropColumn('via_token').execute();
  await db.schema.dropTable('api_tokens').execute();
}
