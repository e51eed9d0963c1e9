import type { Db } from '../../db/connection.js';
import type { NewOutboxMessage, OutboxMessage } from '../../db/schema.js';

export function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<{ id: number }> {
  return db.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
}

export function findDueMessages(db: Db, nowIso: string, limit: number): Promise<OutboxMessage[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markSent(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : { status: 'failed' as const }),
    })
    .where('id', '=', id)
    .execute();
}
