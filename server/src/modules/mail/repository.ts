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

/**
 * Takes a due message for this sender: pushes its next attempt past the lease, only if no other
 * sender did first (its next_attempt_at is still the one read). True when this sender has it.
 */
export async function claimMessage(db: Db, id: number, seenNextAttempt: string, leaseUntil: string): Promise<boolean> {
  const row = await db
    .updateTable('outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', seenNextAttempt)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a message sent, keeping bodies with their one-time links blanked out. */
export async function markSent(
  db: Db,
  id: number,
  nowIso: string,
  bodies: { text_body: string; html_body: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso, last_error: null, attempts: eb('attempts', '+', 1), ...bodies }))
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: string | null,
  bodies?: { text_body: string; html_body: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : { status: 'failed' as const }),
      ...bodies,
    })
    .where('id', '=', id)
    .execute();
}

/** What was sent to an address, newest first, without the bodies. */
export async function listMailTo(db: Db, address: string, limit: number, offset: number) {
  const base = db.selectFrom('outbox').where('to_address', '=', address);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'template', 'to_address', 'subject', 'status', 'attempts', 'created_at', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
