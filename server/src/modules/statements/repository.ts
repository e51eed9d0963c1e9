import { sql, type QueryCreator } from 'kysely';
import type { PaymentMethod, StatementEntryKind } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { documentEntries } from '../orders/index.js';
import { paymentEntries, type Period } from '../payments/index.js';

/**
 * Everything that moved a customer's balance up to the end of the period, one row each, with
 * its effect on the balance: every issued invoice (+) and credit note (-), those of changed
 * and cancelled orders too, payments (-) and their reversals (+), each read from its owner.
 * The balance is the sum of these rows and of the journal's adjustments (accounts).
 */
function entries(db: QueryCreator<Database>, customerId: number, to: string | undefined) {
  return documentEntries(db, customerId, to).unionAll(paymentEntries(db, customerId, to));
}

/**
 * Date order, made total: the same day by the moment each was written, then id (an invoice and
 * the credit note that reverses it in the same instant, in the order they were issued) and kind.
 */
const CHRONOLOGY = sql`entry_date, stamp, entry_id, kind`;
const NEWEST_FIRST = sql`entry_date desc, stamp desc, entry_id desc, kind desc`;

export interface StatementRows {
  rows: {
    kind: StatementEntryKind;
    entry_id: number;
    /** The document's order (invoices and credit notes), else null. */
    order_id: number | null;
    entry_date: string;
    doc_number: string | null;
    reference: string | null;
    method: PaymentMethod | null;
    amount_cents: number;
    balance_cents: number;
  }[];
  /** Entries in the period. */
  total: number;
  opening_cents: number;
  closing_cents: number;
}

/**
 * A page of a customer's statement for a period, in one statement (one consistent snapshot on
 * either database): the running balance is a window sum over the whole history up to the
 * period's end, so the first row of any page carries the true balance; the opening balance is
 * everything up to the end minus the period. `page` null reads every entry of the period, in
 * date order.
 */
export async function statementRows(
  db: Db,
  customerId: number,
  period: Period,
  page: { limit: number; offset: number; newestFirst?: boolean } | null,
): Promise<StatementRows> {
  const order = page?.newestFirst ? NEWEST_FIRST : CHRONOLOGY;
  const result = await db
    .with('entries', (qc) => entries(qc, customerId, period.to))
    // Computed once, then read by the period, its count and its sum (SQLite would otherwise
    // repeat the window for each: 10,000 entries read in 25 ms instead of 140 ms).
    .with(
      (cte) => cte('ledger').materialized(),
      (qc) =>
        qc
          .selectFrom('entries')
          .selectAll()
          .select(
            sql<number>`sum(amount_cents) over (order by ${CHRONOLOGY} rows between unbounded preceding and current row)`.as(
              'balance_cents',
            ),
          ),
    )
    .with('period', (qc) => {
      const all = qc.selectFrom('ledger').selectAll();
      return period.from ? all.where('entry_date', '>=', period.from) : all;
    })
    // One anchor row, so that the totals come back even for a page past the last entry.
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('anchor'))
    .leftJoin(
      (qc) => {
        const rows = qc.selectFrom('period').selectAll().orderBy(order);
        return (page ? rows.limit(page.limit).offset(page.offset) : rows).as('p');
      },
      (join) => join.onTrue(),
    )
    .select((eb) => [
      eb.selectFrom('period').select(eb.fn.countAll<number>().as('n')).as('total'),
      eb
        .selectFrom('entries')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('s'))
        .as('closing_cents'),
      eb
        .selectFrom('period')
        .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('s'))
        .as('period_cents'),
      'p.kind',
      'p.entry_id',
      'p.order_id',
      'p.entry_date',
      'p.doc_number',
      'p.reference',
      'p.method',
      'p.amount_cents',
      'p.balance_cents',
    ])
    .orderBy(order)
    .execute();

  const first = result[0];
  const closing = Number(first?.closing_cents ?? 0);
  const rows: StatementRows['rows'] = [];
  for (const r of result) {
    if (r.entry_id === null || r.kind === null || r.entry_date === null) continue;
    rows.push({
      kind: r.kind,
      entry_id: r.entry_id,
      order_id: r.order_id ?? null,
      entry_date: r.entry_date,
      doc_number: r.doc_number ?? null,
      reference: r.reference ?? null,
      method: r.method ?? null,
      amount_cents: Number(r.amount_cents),
      balance_cents: Number(r.balance_cents),
    });
  }
  return {
    rows,
    total: Number(first?.total ?? 0),
    opening_cents: closing - Number(first?.period_cents ?? 0),
    closing_cents: closing,
  };
}
