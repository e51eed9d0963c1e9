import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LedgerEntriesTable } from '../../db/schema.js';

/** Moves the stored balance by a delta in SQL (no read-modify-write race). */
export async function addToBalance(trx: Db, customerId: number, deltaCents: number): Promise<void> {
  await trx
    .updateTable('customer_profiles')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', deltaCents) }))
    .where('user_id', '=', customerId)
    .execute();
}

// The journal is append-only: this file inserts and reads, and the database refuses the rest.
export async function insertEntry(trx: Db, entry: Insertable<LedgerEntriesTable>): Promise<number> {
  const row = await trx.insertInto('ledger_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function entriesOf(db: Db, customerId: number) {
  return db.selectFrom('ledger_entries').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

/** Every customer whose stored balance is not the sum of their journal. */
export async function balanceMismatches(db: Db) {
  const rows = await db
    .selectFrom('customer_profiles as p')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_entries')
          .select(['customer_id', (e) => e.fn.sum<number>('amount_cents').as('total')])
          .groupBy('customer_id')
          .as('j'),
      (join) => join.onRef('j.customer_id', '=', 'p.user_id'),
    )
    .select(['p.user_id as customer_id', 'p.balance_cents', 'j.total'])
    .execute();
  return rows
    .map((r) => ({
      customer_id: r.customer_id,
      balance_cents: Number(r.balance_cents),
      journal_cents: Number(r.total ?? 0),
    }))
    .filter((r) => r.balance_cents !== r.journal_cents);
}

/** Business days, both counted. */
export interface LedgerRange {
  from: string;
  to: string;
}

/**
 * The journal of a period in (entry_date, id) order, as a keyset reader (the books' export,
 * issue 39): each call gives the next `limit` entries after the last one of the call before.
 */
export function entriesInRange(db: Db, range: LedgerRange) {
  return (after: { day: string; id: number } | null, limit: number) =>
    db
      .selectFrom('ledger_entries as l')
      .leftJoin('customer_profiles as c', 'c.user_id', 'l.customer_id')
      .select([
        'l.id',
        'l.customer_id',
        'c.business_name',
        'l.kind',
        'l.amount_cents',
        'l.document_type',
        'l.document_id',
        'l.document_number',
        'l.note',
        'l.entry_date',
      ])
      .where('l.entry_date', '>=', after?.day ?? range.from)
      .where('l.entry_date', '<=', range.to)
      .$if(after !== null, (q) =>
        q.where((eb) => eb(eb.refTuple('l.entry_date', 'l.id'), '>', eb.tuple(after?.day ?? '', after?.id ?? 0))),
      )
      .orderBy('l.entry_date')
      .orderBy('l.id')
      .limit(limit)
      .execute();
}

/** The journal of a period summed by kind: one aggregate on the day index. */
export async function totalsInRange(db: Db, range: LedgerRange) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', (eb) => eb.fn.sum<number>('amount_cents').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('entry_date', '>=', range.from)
    .where('entry_date', '<=', range.to)
    .groupBy('kind')
    .execute();
  return rows.map((r) => ({ kind: r.kind, amount_cents: Number(r.total), entries: Number(r.n) }));
}
