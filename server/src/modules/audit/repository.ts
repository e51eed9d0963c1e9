import { sql, type Insertable } from 'kysely';
import { addDays } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { columnsOf, compiledOnce, takeRow } from '../../db/compiled-once.js';
import { COUNTED_PAST_PAGE, countUpTo } from '../../db/count-up-to.js';
import type { AuditEventsTable } from '../../db/schema.js';

// The only file that touches audit_events. There is no update or delete here, by design: the
// trail is append-only (and triggers refuse both in the database).

export async function insertAuditEvent(trx: Db, row: Insertable<AuditEventsTable>): Promise<number> {
  const { rows } = await insertAuditQuery(trx, row);
  return rows[0]!.id;
}
/** Rows of one actor's entries (the same columns each), 500 a statement: under SQLite's variable limit. */
export async function insertAuditEvents(trx: Db, rows: readonly Insertable<AuditEventsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('audit_events')
      .values(rows.slice(i, i + 500))
      .execute();
}
const insertAuditQuery = compiledOnce(
  (db, take, row: Insertable<AuditEventsTable>) =>
    db.insertInto('audit_events').values(takeRow(take, row)).returning('id'),
  columnsOf,
);

export interface AuditFilter {
  entity?: string;
  entity_id?: number;
  user?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** A page of events, newest first (the `at` and `entity, entity_id, at` indexes serve it). */
export async function auditPage(db: Db, filter: AuditFilter & { page: number; limit: number }) {
  let base = db.selectFrom('audit_events as a');
  if (filter.entity !== undefined) base = base.where('a.entity', '=', filter.entity);
  if (filter.entity_id !== undefined) base = base.where('a.entity_id', '=', filter.entity_id);
  if (filter.user !== undefined) base = base.where('a.actor_user_id', '=', filter.user);
  // `at` is an instant: a day's events are those before the next day's start.
  if (filter.from) base = base.where('a.at', '>=', filter.from);
  if (filter.to) base = base.where('a.at', '<', addDays(filter.to, 1));
  const offset = (filter.page - 1) * filter.limit;
  const [rows, count] = await Promise.all([
    base
      // A read-only join for the display name (012: display columns).
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.at',
        'a.actor_user_id',
        // A write made with an API token reads as its owner's "via token <name>" (issue 40).
        sql<
          string | null
        >`case when a.via_token is null then u.name else u.name || ' via token ' || a.via_token end`.as('actor_name'),
        'a.actor_ip',
        'a.entity',
        'a.entity_id',
        'a.action',
        'a.changes',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filter.limit)
      .offset(offset)
      .execute(),
    // Every action adds events: the count stops past the page (decision 040).
    countUpTo(db, base, offset + COUNTED_PAST_PAGE),
  ]);
  return { rows, counted: count };
}
