import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { Db } from '../../db/connection.js';
import { compiledOnce, type Take } from '../../db/compiled-once.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { Database, PaymentAllocationsTable } from '../../db/schema.js';
import { settle, settledSumOn } from './settlement-repository.js';

/**
 * The issued invoices (orders with an invoice number, not cancelled), as a query the
 * receivables compose with payments' allocations (docs/decisions/015-receivables.md): what is
 * open of each is its total less what payments allocated to it. Read here, by the receivables'
 * owner, so that payments does not import orders, which imports payments (issue 42; the orders
 * table's second reader in scripts/eslint/table-owners.js). Credit notes are not invoices:
 * they count as the customer's credit (creditNoteCredits).
 */
function issuedInvoices(db: QueryCreator<Database>) {
  return db
    .selectFrom('orders')
    .select([
      'orders.id as order_id',
      'orders.customer_id',
      'orders.number',
      sql<string>`orders.invoice_number`.as('invoice_number'),
      sql<string>`orders.invoiced_on`.as('invoiced_on'),
      sql<string>`coalesce(orders.due_on, orders.invoiced_on)`.as('due_on'),
      'orders.total_cents',
    ])
    .where('orders.type', '=', 'order')
    .where('orders.invoice_number', 'is not', null)
    .where('orders.status', '!=', 'cancelled');
}

/** The advisory-lock class of a customer's allocations (any fixed number no one else uses). */
const ALLOCATION_LOCK = 1215;

/**
 * Serialises the allocations of one customer (PostgreSQL; SQLite runs one write transaction at
 * a time): two payments, or a payment and a new invoice, never settle the same open amount
 * twice. Taken after any order and product locks of the transaction, never before them.
 */
export async function lockCustomerAllocations(trx: Db, customerId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK}, ${customerId})`.execute(trx);
}

/**
 * The allocations that count on `asOf`: made by then and not released by then (0018). Without
 * `asOf`, those that count now: not released.
 */
function countingOn(alias: string, asOf?: string) {
  const released = sql.ref(`${alias}.released_on`);
  if (!asOf) return sql<boolean>`${released} is null`;
  return sql<boolean>`${sql.ref(`${alias}.allocated_on`)} <= ${asOf} and (${released} is null or ${released} > ${asOf})`;
}

/**
 * What payments allocated to each invoice (as the books stood on `asOf` when given); only one
 * customer's invoices when `customerId` is given.
 */
export function allocatedByOrder(db: QueryCreator<Database>, asOf?: string, customerId?: number) {
  return db
    .selectFrom('payment_allocations as pa')
    .select(['pa.order_id', sql<number>`sum(pa.amount_cents)`.as('paid_cents')])
    .where(countingOn('pa', asOf))
    .$if(customerId !== undefined, (q) =>
      q.where(
        'pa.order_id',
        'in',
        issuedInvoices(db)
          .clearSelect()
          .select('orders.id')
          .where('orders.customer_id', '=', customerId ?? 0),
      ),
    )
    .groupBy('pa.order_id');
}

/**
 * Issued invoices with what is paid of each: one customer's, or all (the aging). Give the
 * customer's id rather than filtering the result: the sums of allocations are then made for
 * that customer's invoices alone, not for every invoice (which SQLite does before the join, on
 * each order placed, since the credit control reads what is overdue). On `asOf` (the aging):
 * the invoices issued by then, each paid what its settlement row keeps when that held on the
 * day, its allocations of the day summed only when not (decision 068).
 */
export function invoicesWithPaid(db: QueryCreator<Database>, asOf?: string, customerId?: number) {
  const invoices = issuedInvoices(db)
    .$if(customerId !== undefined, (q) => q.where('orders.customer_id', '=', customerId ?? 0))
    .$if(asOf !== undefined, (q) => q.where('orders.invoiced_on', '<=', asOf ?? ''));
  const paid =
    asOf === undefined ? sql<number>`coalesce(a.paid_cents, 0)` : settledSumOn('order_id', sql.ref('i.order_id'), asOf);
  return db
    .selectFrom(invoices.as('i'))
    .$if(asOf === undefined, (q) =>
      q.leftJoin(allocatedByOrder(db, undefined, customerId).as('a'), 'a.order_id', 'i.order_id'),
    )
    .$if(asOf !== undefined, (q) => q.leftJoin('invoice_settlements as s', 's.order_id', 'i.order_id'))
    .select([
      'i.order_id',
      'i.customer_id',
      'i.number',
      'i.invoice_number',
      'i.invoiced_on',
      'i.due_on',
      'i.total_cents',
      paid.as('paid_cents'),
    ]);
}

/** A customer's invoices with something still owed, oldest first (or those of `orderIds`). */
export async function openInvoices(db: Db, customerId: number, orderIds?: number[]) {
  let query = invoicesWithPaid(db, undefined, customerId).where(
    sql<boolean>`i.total_cents - coalesce(a.paid_cents, 0) > 0`,
  );
  if (orderIds) query = query.where('i.order_id', 'in', orderIds.length ? orderIds : [0]);
  const rows = await query.orderBy('i.invoiced_on').orderBy('i.order_id').execute();
  return rows.map((r) => ({ ...r, total_cents: Number(r.total_cents), paid_cents: Number(r.paid_cents) }));
}
export type OpenInvoiceRow = Awaited<ReturnType<typeof openInvoices>>[number];

/** The paid part of some orders' invoices, by order id (absent: nothing paid). */
export async function paidOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await allocatedByOrder(db).where('pa.order_id', 'in', orderIds).execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.paid_cents)]));
}

/**
 * Payments not reversed (nor reversals) with what each has not allocated: the customer's open
 * credit, oldest first. On `asOf`: payments received by then and not reversed by then, each
 * having allocated what its settlement row keeps when that held on the day (decision 068).
 */
export function unallocatedPayments(db: QueryCreator<Database>, asOf?: string) {
  const allocated =
    asOf === undefined ? sql<number>`coalesce(pa.allocated, 0)` : settledSumOn('payment_id', sql.ref('p.id'), asOf);
  const unallocated = sql<number>`p.amount_cents - ${allocated}`;
  let query = db
    .selectFrom('payments as p')
    .$if(asOf === undefined, (q) =>
      q.leftJoin(
        (qc) =>
          qc
            .selectFrom('payment_allocations as x')
            .select(['x.payment_id', sql<number>`sum(x.amount_cents)`.as('allocated')])
            .where(countingOn('x'))
            .groupBy('x.payment_id')
            .as('pa'),
        (join) => join.onRef('pa.payment_id', '=', 'p.id'),
      ),
    )
    .$if(asOf !== undefined, (q) => q.leftJoin('payment_settlements as s', 's.payment_id', 'p.id'))
    .select(['p.id as payment_id', 'p.customer_id', 'p.received_on', unallocated.as('unallocated_cents')])
    .where('p.reverses_payment_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments as r')
            .select('r.id')
            .whereRef('r.reverses_payment_id', '=', 'p.id')
            .$if(asOf !== undefined, (q) => q.where('r.received_on', '<=', asOf ?? '')),
        ),
      ),
    )
    .where(sql<boolean>`${unallocated} > 0`);
  if (asOf) query = query.where('p.received_on', '<=', asOf);
  return query;
}

export async function openCreditsOf(db: Db, customerId: number) {
  const rows = await unallocatedPayments(db)
    .where('p.customer_id', '=', customerId)
    .orderBy('p.received_on')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ payment_id: r.payment_id, unallocated_cents: Number(r.unallocated_cents) }));
}

/** Under the customer's allocation lock (lockCustomerAllocations), as every write below: they keep the settlements too. */
export async function insertAllocations(trx: Db, rows: Insertable<PaymentAllocationsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('payment_allocations').values(rows).execute();
  await settle(trx, { orderIds: rows.map((r) => r.order_id), paymentIds: rows.map((r) => r.payment_id) });
}

/** A payment settles nothing more from `on`: its allocations stay, as history, released. */
export async function releasePaymentAllocations(trx: Db, paymentId: number, on: string): Promise<void> {
  const released = await trx
    .updateTable('payment_allocations')
    .set({ released_on: on })
    .where('payment_id', '=', paymentId)
    .where('released_on', 'is', null)
    .returning('order_id')
    .execute();
  await settle(trx, { orderIds: released.map((r) => r.order_id), paymentIds: [paymentId] });
}

/** One order's allocations that count, newest first (released from the newest when the invoice shrinks). */
export function allocationsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment_allocations')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('released_on', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** One allocation counts no more from `on` (its replacement, if any, is a new row). */
export async function releaseAllocation(trx: Db, id: number, on: string): Promise<void> {
  const released = await trx
    .updateTable('payment_allocations')
    .set({ released_on: on })
    .where('id', '=', id)
    .returning(['order_id', 'payment_id'])
    .execute();
  await settle(trx, { orderIds: released.map((r) => r.order_id), paymentIds: released.map((r) => r.payment_id) });
}

/** A payment's allocations with the invoice each settles (display: a read-only join to orders). */
export function allocationsOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('payment_allocations as pa')
    .innerJoin(issuedInvoices(db).as('i'), 'i.order_id', 'pa.order_id')
    .select(['pa.order_id', 'pa.amount_cents', 'i.invoice_number', 'i.number'])
    .where('pa.payment_id', '=', paymentId)
    .where('pa.released_on', 'is', null)
    .orderBy('pa.id')
    .execute();
}

/**
 * What a customer owes past due on `today`, and the oldest due date among it. Read on every
 * order placed (the credit control): each invoice's payments are summed from its own
 * allocations (an index look-up), where the join of invoicesWithPaid built a temporary index
 * of the customer's allocations for each call (about 1 ms against 40 us, issue 18).
 */
export async function overdueOf(db: Db, customerId: number, today: string) {
  const [row] = (await overdueQuery(db, { customerId, today })).rows;
  return { overdue_cents: Number(row?.overdue_cents ?? 0), oldest_due_on: row?.oldest_due_on ?? null };
}
const overdueQuery = compiledOnce((db, take: Take<{ customerId: number; today: string }>) => {
  const invoices = db
    .selectFrom(
      issuedInvoices(db)
        .where(
          'orders.customer_id',
          '=',
          take((i) => i.customerId),
        )
        .as('i'),
    )
    .select((eb) => [
      'i.due_on',
      'i.total_cents',
      eb
        .selectFrom('payment_allocations as pa')
        .select(sql<number>`coalesce(sum(pa.amount_cents), 0)`.as('paid'))
        .whereRef('pa.order_id', '=', 'i.order_id')
        .where(countingOn('pa'))
        .as('paid_cents'),
    ]);
  return db
    .selectFrom(invoices.as('i'))
    .select([
      sql<number>`coalesce(sum(i.total_cents - i.paid_cents), 0)`.as('overdue_cents'),
      sql<string | null>`min(i.due_on)`.as('oldest_due_on'),
    ])
    .where(
      'i.due_on',
      '<',
      take((i) => i.today),
    )
    .where(sql<boolean>`i.total_cents - i.paid_cents > 0`);
});

/** What the customer's payments have not allocated: their open credit (credit notes aside). */
export async function openPaymentCreditOf(db: Db, customerId: number): Promise<number> {
  return (await openCreditsOf(db, customerId)).reduce((s, c) => s + c.unallocated_cents, 0);
}
