import { sql, type QueryCreator } from 'kysely';
import type { PaymentMethod, StatementEntryKind } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Period } from '../payments/index.js';

/**
 * Everything that moved a customer's balance up to the end of the period, one row each, with
 * its effect on the balance: invoices (+) and credit notes (-, their totals are negative) once
 * numbered and unless cancelled (cancelling takes them back off the balance), payments (-) and
 * their reversals (+). The balance is exactly the sum of these rows (customer_profiles).
 */
function entries(db: QueryCreator<Database>, customerId: number, to: string | undefined) {
  let documents = db
    .selectFrom('orders')
    .select([
      sql<StatementEntryKind>`case when orders.type = 'refund' then 'credit_note' else 'invoice' end`.as('kind'),
      'orders.id as entry_id',
      sql<string>`orders.invoiced_on`.as('entry_date'),
      'orders.created_at as stamp',
      'orders.invoice_number as doc_number',
      sql<string | null>`orders.number`.as('reference'),
      sql<PaymentMethod | null>`null`.as('method'),
      sql<number>`orders.total_cents`.as('amount_cents'),
    ])
    .where('orders.customer_id', '=', customerId)
    .where('orders.invoiced_on', 'is not', null)
    .where('orders.invoice_number', 'is not', null)
    .where('orders.status', '!=', 'cancelled');
  let payments = db
    .selectFrom('payments')
    .select([
      sql<StatementEntryKind>`case when payments.reverses_payment_id is null then 'payment' else 'payment_reversal' end`.as(
        'kind',
      ),
      'payments.id as entry_id',
      'payments.received_on as entry_date',
      'payments.created_at as stamp',
      sql<string | null>`null`.as('doc_number'),
      'payments.reference as reference',
      sql<PaymentMethod | null>`payments.method`.as('method'),
      sql<number>`0 - payments.amount_cents`.as('amount_cents'),
    ])
    .where('payments.customer_id', '=', customerId);
  if (to) {
    documents = documents.where('orders.invoiced_on', '<=', to);
    payments = payments.where('payments.received_on', '<=', to);
  }
  return documents.unionAll(payments);
}

/** Date order, made total: the same day by the moment each was written, then kind and id. */
const CHRONOLOGY = sql`entry_date, stamp, kind, entry_id`;
const NEWEST_FIRST = sql`entry_date desc, stamp desc, kind desc, entry_id desc`;

export interface StatementRows {
  rows: {
    kind: StatementEntryKind;
    entry_id: number;
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
