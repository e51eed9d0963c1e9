import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Issue 18: an e-mail may be queued as its template's name and arguments (JSON), rendered by
 * the sender's worker when it is delivered (docs/decisions/032-mail-rendered-at-delivery.md).
 * Its bodies stay empty in the outbox.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('content', 'text').execute();
}

/** Refused while such an e-mail waits: older code would send it with empty bodies. */
export async function down(db: MigrationDb): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from outbox where content is not null and status = 'pending'`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0)
    throw new Error('e-mails rendered at delivery are still waiting in the outbox: let them be sent first');
  await db.schema.alterTable('outbox').dropColumn('content').execute();
}
