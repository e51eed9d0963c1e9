import type { Db } from '../../db/connection.js';
import { columnsOfRows, compiledOnce, takeRows } from '../../db/compiled-once.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { NewOutboxMessage, OutboxMessage } from '../../db/schema.js';

export async function insertOutboxMessages(db: Db, messages: NewOutboxMessage[]): Promise<{ id: number }[]> {
  return (await insertOutboxQuery(db, messages)).rows;
}
const insertOutboxQuery = compiledOnce(
  (db, take, messages: NewOutboxMessage[]) => db.insertInto('outbox').values(takeRows(take, messages)).returning('id'),
  columnsOfRows,
);

/**
 * Takes up to `limit` due messages for this sender, oldest first, in one statement: their next
 * attempt moves past the lease, so that no other sender takes them meanwhile (and they are
 * tried again if this one dies before it records what happened). PostgreSQL skips rows another
 * sender is claiming; the outer conditions are checked again on the row as it is then.
 */
export async function claimDueMessages(
  db: Db,
  nowIso: string,
  leaseUntil: string,
  limit: number,
): Promise<OutboxMessage[]> {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

type Bodies = { text_body: string; html_body: string };

/**
 * What became of a claimed message: sent (with its bodies when their one-time links were blanked
 * out), or failed, tried again at `next` or given up when `next` is null (bodies blanked then too).
 */
export type Outcome =
  | { id: number; sent: true; bodies: Bodies | undefined }
  | { id: number; sent: false; attempts: number; error: string; next: string | null; bodies: Bodies | undefined };

/** Records what became of a claimed message. */
export async function recordOutcome(db: Db, nowIso: string, o: Outcome): Promise<void> {
  const update = db.updateTable('outbox').where('id', '=', o.id);
  if (o.sent) {
    await update
      .set((eb) => ({
        status: 'sent',
        sent_at: nowIso,
        last_error: null,
        attempts: eb('attempts', '+', 1),
        ...o.bodies,
      }))
      .execute();
    return;
  }
  await update
    .set({
      attempts: o.attempts,
      last_error: o.error.slice(0, 1000),
      ...(o.next ? { next_attempt_at: o.next } : { status: 'failed' as const }),
      ...o.bodies,
    })
    .execute();
}

/** Claimed messages not tried after all (the sender stopping): due again now, for any sender. */
export async function releaseClaims(db: Db, ids: number[], nowIso: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: nowIso })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
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
