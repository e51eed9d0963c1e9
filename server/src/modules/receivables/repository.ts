import { sql, type QueryCreator } from 'kysely';
import { addDays, type AgingParams, type AgingSort } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { creditNoteCredits } from '../orders/index.js';
import { invoicesWithPaid, unallocatedPayments } from '../payments/index.js';
import { customerTextMatches } from '../customers/index.js';

const zero = sql<number>`0`;
const AMOUNTS = ['current_cents', 'd1_30_cents', 'd31_60_cents', 'd61_90_cents', 'over_90_cents'] as const;

/**
 * The open amount of each invoice issued up to `asOf` (payments received after it not counted)
 * in its bucket by days past its due date: current (not yet due), 1-30, 31-60, 61-90, over 90.
 * Days late d = asOf - due_on, so from <= d <= to is asOf - to <= due_on <= asOf - from: days
 * compared as text ('YYYY-MM-DD'), the same on both databases, and no date function per row.
 */
function invoicePart(qc: QueryCreator<Database>, asOf: string) {
  const open = sql<number>`(i.total_cents - i.paid_cents)`;
  const bucket = (from: number | null, to: number | null) => {
    const bounds = [];
    if (to !== null) bounds.push(sql`i.due_on >= ${addDays(asOf, -to)}`);
    if (from !== null) bounds.push(sql`i.due_on <= ${addDays(asOf, -from)}`);
    return sql<number>`case when ${sql.join(bounds, sql` and `)} then ${open} else 0 end`;
  };
  return qc
    .selectFrom(invoicesWithPaid(qc, asOf).as('i'))
    .where('i.invoiced_on', '<=', asOf)
    .where(sql<boolean>`${open} > 0`)
    .select([
      'i.customer_id',
      bucket(null, 0).as('current_cents'),
      bucket(1, 30).as('d1_30_cents'),
      bucket(31, 60).as('d31_60_cents'),
      bucket(61, 90).as('d61_90_cents'),
      bucket(91, null).as('over_90_cents'),
      zero.as('credit_cents'),
    ]);
}

/** Open credit: what payments received up to `asOf` have not allocated, and credit notes. */
function creditParts(qc: QueryCreator<Database>, asOf: string) {
  const noBuckets = AMOUNTS.map((a) => zero.as(a));
  const payments = qc
    .selectFrom(unallocatedPayments(qc, asOf).as('u'))
    .select(['u.customer_id', ...noBuckets, sql<number>`u.unallocated_cents`.as('credit_cents')]);
  const notes = qc
    .selectFrom(creditNoteCredits(qc, asOf).as('n'))
    .select(['n.customer_id', ...noBuckets, sql<number>`n.credit_cents`.as('credit_cents')]);
  return { payments, notes };
}

/** Per customer with anything open on `asOf`: the buckets, the open credit and the total owed. */
function agingByCustomer(db: Db, asOf: string) {
  const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
  return db
    .with('parts', (qc) => {
      const { payments, notes } = creditParts(qc, asOf);
      return invoicePart(qc, asOf).unionAll(payments).unionAll(notes);
    })
    .with('aging', (qc) =>
      qc
        .selectFrom('parts')
        .select([
          'parts.customer_id',
          ...AMOUNTS.map((a) => sum(`parts.${a}`).as(a)),
          sum('parts.credit_cents').as('open_credit_cents'),
          sql<number>`coalesce(sum(parts.current_cents + parts.d1_30_cents + parts.d31_60_cents + parts.d61_90_cents + parts.over_90_cents - parts.credit_cents), 0)`.as(
            'total_cents',
          ),
        ])
        .groupBy('parts.customer_id'),
    );
}

/** What picks and orders the aging's customers. */
export type AgingFilter = Pick<AgingParams, 'search' | 'sort' | 'order'>;

const SORTS: Record<AgingSort, string> = {
  business_name: 'c.business_name',
  current_cents: 'aging.current_cents',
  d1_30_cents: 'aging.d1_30_cents',
  d31_60_cents: 'aging.d31_60_cents',
  d61_90_cents: 'aging.d61_90_cents',
  over_90_cents: 'aging.over_90_cents',
  total_cents: 'aging.total_cents',
  open_credit_cents: 'aging.open_credit_cents',
};

/**
 * GET /api/receivables/aging: a page of customers with anything open on `asOf`, searched by the
 * customer's words, sorted by any column, with the count and totals of every customer the
 * search keeps. The business name and the search words are a read-only join to customers.
 */
export async function agingPage(db: Db, asOf: string, params: AgingFilter & { page: number; limit: number | null }) {
  const base = agingByCustomer(db, asOf)
    .selectFrom('aging')
    .innerJoin('customer_profiles as c', 'c.user_id', 'aging.customer_id')
    .$if(Boolean(params.search), (q) => q.where(customerTextMatches('c.search_text', params.search ?? '')));
  const amounts = [...AMOUNTS, 'total_cents', 'open_credit_cents'] as const;
  const [rows, totals] = await Promise.all([
    base
      .select(['aging.customer_id', 'c.business_name', ...amounts.map((a) => `aging.${a}` as const)])
      .orderBy(sql.ref(SORTS[params.sort]), params.order)
      .orderBy('aging.customer_id', params.order)
      .$if(params.limit !== null, (q) => q.limit(params.limit ?? 0).offset((params.page - 1) * (params.limit ?? 0)))
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('n'),
        ...amounts.map((a) => sql<number>`coalesce(sum(${sql.ref(`aging.${a}`)}), 0)`.as(a)),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const num = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(amounts.map((a) => [a, Number(row[a] ?? 0)])) as Record<(typeof amounts)[number], number>;
  return {
    rows: rows.map((r) => ({ customer_id: r.customer_id, business_name: r.business_name, ...num(r) })),
    totals: num(totals),
    total: Number(totals.n),
  };
}

/**
 * The dashboard's receivables (issue 39): what every customer owes on `asOf` by bucket, the
 * aging's totals row in one aggregate (the same sums as GET /api/receivables/aging's `totals`).
 */
export async function agingTotals(db: Db, asOf: string) {
  const row = await agingByCustomer(db, asOf)
    .selectFrom('aging')
    .select([...AMOUNTS, 'total_cents'].map((a) => sql<number>`coalesce(sum(${sql.ref(`aging.${a}`)}), 0)`.as(a)))
    .executeTakeFirstOrThrow();
  const num = (a: string) => Number((row as Record<string, unknown>)[a] ?? 0);
  return {
    current_cents: num('current_cents'),
    d1_30_cents: num('d1_30_cents'),
    d31_60_cents: num('d31_60_cents'),
    d61_90_cents: num('d61_90_cents'),
    over_90_cents: num('over_90_cents'),
    total_cents: num('total_cents'),
  };
}
