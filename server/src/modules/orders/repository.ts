import { sql, type Expression, type ExpressionBuilder, type Insertable, type QueryCreator, type SqlBool } from 'kysely';
import type { OrderListParams, OrderSort, OrderStatus } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { columnsOf, columnsOfRows, compiledOnce, takeRow, takeRows, type Take } from '../../db/compiled-once.js';
import { COUNTED_PAST_PAGE, countUpTo } from '../../db/count-up-to.js';
import { PLANNED_PER_CALL } from '../../db/pg-statements.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { Database, OrderLineRow, OrderLinesTable, OrdersTable } from '../../db/schema.js';
import { customerIdsMatching } from '../customers/index.js';
import { paidCentsColumn } from '../payments/index.js';
import { watchOrderWrite } from './placement/margin-hooks.js';
import { enterLater, isWaiting, ROLLUP_COLUMNS, withSalesRollups } from './reads/sales-rollups.js';

/**
 * The next value of a counter, taken inside the caller's transaction (no gaps, no duplicates):
 * the counter's row stays locked until the commit.
 */
export async function nextCounter(trx: Db, name: 'order' | 'invoice' | 'credit'): Promise<number> {
  const { rows } = await nextCounterQuery(trx, name);
  if (!rows[0]) throw new Error(`No counter ${name}`);
  return rows[0].value;
}
const nextCounterQuery = compiledOnce((db, take: Take<'order' | 'invoice' | 'credit'>) =>
  db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where(
      'name',
      '=',
      take((name) => name),
    )
    .returning('value'),
);

/**
 * Locks an order row (PostgreSQL) before it is read and changed: see locks.ts. FOR NO KEY UPDATE,
 * not FOR UPDATE: writers of the order still queue, but rows that refer to it (a payment's
 * allocation, a journal entry) can still be inserted, whose foreign-key check takes KEY SHARE;
 * under FOR UPDATE a payment holding the customer's balance and an edit holding the order
 * waited for each other (deadlock found by the journal's property test).
 */
export async function lockOrderRow(trx: Db, id: number) {
  let query = trx.selectFrom('orders').select('id').where('id', '=', id);
  if (isPostgres(trx)) query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/** Quantities of each product already credited by refunds of an order (but the one being edited). */
export async function refundedQuantities(
  trx: Db,
  parentId: number,
  exceptOrderId?: number,
): Promise<Map<number, number>> {
  let query = trx
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('quantity')])
    .where('orders.parent_order_id', '=', parentId)
    .where('orders.type', '=', 'refund')
    .where('orders.status', '!=', 'cancelled')
    .groupBy('order_lines.product_id');
  if (exceptOrderId !== undefined) query = query.where('orders.id', '!=', exceptOrderId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.quantity)]));
}

/** The credit notes (refunds) issued against an order, oldest first. */
export function creditNotesOf(db: Db, parentId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'invoice_number', 'total_cents', 'status'])
    .where('parent_order_id', '=', parentId)
    .where('type', '=', 'refund')
    .orderBy('id')
    .execute();
}

/** An order's own columns, as the services read them (presentOrder shows them). */
const ORDER_ROW_COLUMNS = [
  'id',
  'number',
  'customer_id',
  'source',
  'type',
  'status',
  'delivery_method',
  'delivery_zone',
  'delivery_date',
  'notes',
  'po_number',
  'parent_order_id',
  'subtotal_cents',
  'delivery_fee_cents',
  'gst_cents',
  'qst_cents',
  'total_cents',
  'designer',
  'design_status',
  'invoice_number',
  'invoiced_on',
  'due_on',
  'credit_hold_reason',
  'credit_override_reason',
  'stock_taken',
  'update_inventory',
  'created_at',
  'delivered_at',
  'from_prebooking',
] as const;

/**
 * Writes an order with the next order number; gives back its row as findOrder reads it, less
 * the customer's name. The number comes from a sequence on PostgreSQL, which locks nothing
 * (migration 0036), taken in the INSERT itself; from the counter on SQLite. The order enters the
 * rollups when its writer is done with it (enterRollups, decision 074).
 */
export async function insertOrder(trx: Db, order: Omit<Insertable<OrdersTable>, 'number'>) {
  const numbered = isPostgres(trx) ? order : { ...order, number: String(await nextCounter(trx, 'order')) };
  const { rows } = await insertOrderQuery(trx, numbered);
  enterLater(trx, rows[0]!.id);
  return rows[0]!;
}
const insertOrderQuery = compiledOnce(
  (db, take, order: Omit<Insertable<OrdersTable>, 'number'> & { number?: string }) =>
    db
      .insertInto('orders')
      .values({ number: sql<string>`cast(nextval('order_numbers') as text)`, ...takeRow(take, order) })
      .returning(ORDER_ROW_COLUMNS),
  columnsOf,
);

/**
 * Writes the lines of orders insertOrder wrote in this transaction, before they enter the
 * rollups (they enter with their lines); gives them back as linesOf reads them (by position).
 */
export async function insertLines(trx: Db, lines: Insertable<OrderLinesTable>[]): Promise<OrderLineRow[]> {
  // An order the rollups count would have to move them: its lines are replaceLines' to write.
  if (lines.some((l) => !isWaiting(trx, l.order_id))) throw new Error('insertLines: not a new order of this transaction');
  return writeLines(trx, lines);
}
async function writeLines(trx: Db, lines: Insertable<OrderLinesTable>[]): Promise<OrderLineRow[]> {
  if (lines.length === 0) return [];
  const { rows } = await insertLinesQuery(trx, lines);
  // RETURNING gives the rows in no promised order.
  return rows.sort((a, b) => a.position - b.position);
}
const insertLinesQuery = compiledOnce(
  (db, take, lines: Insertable<OrderLinesTable>[]) =>
    db.insertInto('order_lines').values(takeRows(take, lines)).returningAll(),
  columnsOfRows,
);

/** The columns of an order as presentOrder shows it (with the customer's business name). */
export const orderColumns = [
  ...ORDER_ROW_COLUMNS.map((field) => `orders.${field}` as const),
  'customer_profiles.business_name as customer_name',
] as const;

export function ordersWithCustomer(db: QueryCreator<Database>) {
  return db.selectFrom('orders').innerJoin('customer_profiles', 'customer_profiles.user_id', 'orders.customer_id');
}

/**
 * The search of the order lists: an order's number or its invoice's exactly, or words of its
 * customer's. The words are looked for once per customer, then their orders by index (issue 18):
 * not once per order of a list that grows with the years.
 *
 * PostgreSQL reads the customers first and is given their ids as one array: planning the
 * orders' query for those values, it knows how many customers (and so orders) match. Planned for
 * a sub-query's ids, it expected few and sorted all 40,000 orders of 200 customers for a page
 * (11 ms against 0.3). SQLite plans the sub-query well, and would take each id as a variable of
 * its own (at most 32,766, and a statement for each number of them).
 */
export async function orderSearch(db: Db, search: string) {
  const invoice = invoiceNumberOf(search);
  const byNumber = (eb: ExpressionBuilder<Database, 'orders'>) =>
    ORDER_NUMBER.test(search)
      ? eb('orders.number', '=', search)
      : invoice
        ? eb('orders.invoice_number', '=', invoice)
        : null;
  // Order numbers are digits: words need no `or` on the number, which would keep SQLite from
  // reading the customers' orders from an index alone (it reads every matching row instead).
  const either = (eb: ExpressionBuilder<Database, 'orders'>, byCustomer: Expression<SqlBool>) => {
    const number = byNumber(eb);
    return number ? eb.or([number, byCustomer]) : byCustomer;
  };
  if (!isPostgres(db)) {
    const found = customerIdsMatching(db, search);
    return (eb: ExpressionBuilder<Database, 'orders'>) => either(eb, eb('orders.customer_id', 'in', found));
  }
  const customerIds = (await customerIdsMatching(db, search).execute()).map((row) => row.user_id);
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    customerIds.length === 0
      ? (byNumber(eb) ?? sql<boolean>`false`)
      : either(eb, sql<boolean>`orders.customer_id = any(${customerIds})`);
}
const ORDER_NUMBER = /^\d+$/;

/**
 * The invoice or credit note a search names, as it is stored (F-000205, C-000012), however the
 * clerk types it: "f-205", "F000205".
 */
function invoiceNumberOf(search: string): string | null {
  const found = /^([fc])-?(\d{1,6})$/i.exec(search.trim());
  return found ? `${found[1]!.toUpperCase()}-${found[2]!.padStart(6, '0')}` : null;
}

export function findOrder(db: Db, id: number) {
  return ordersWithCustomer(db).select(orderColumns).where('orders.id', '=', id).executeTakeFirst();
}

/** Several orders at once (the date's packing slips), in no particular order. */
export function findOrders(db: Db, ids: readonly number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : ordersWithCustomer(db).select(orderColumns).where('orders.id', 'in', ids).execute();
}
export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function findByIdempotencyKey(db: Db, customerId: number, key: string) {
  const { rows } = await byIdempotencyKey(db, { customerId, key });
  return rows[0];
}
const byIdempotencyKey = compiledOnce((db, take: Take<{ customerId: number; key: string }>) =>
  db
    .selectFrom('orders')
    .select('id')
    .where(
      'customer_id',
      '=',
      take((i) => i.customerId),
    )
    .where(
      'idempotency_key',
      '=',
      take((i) => i.key),
    ),
);

export function linesOf(db: Db, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/** The lines of several orders, each order's by position. */
export function linesOfOrders(db: Db, orderIds: readonly number[]) {
  return orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('position')
        .execute();
}

/** Changes an order; the sales rollups follow when a column they sum by changes (decision 064). */
export async function updateOrder(trx: Db, id: number, changes: Partial<Insertable<OrdersTable>>): Promise<void> {
  const write = async () => {
    await trx.updateTable('orders').set(changes).where('id', '=', id).execute();
  };
  if (ROLLUP_COLUMNS.some((c) => c in changes)) await withSalesRollups(trx, [id], write);
  else await write();
}

export async function deleteOrderRow(trx: Db, id: number): Promise<void> {
  await withSalesRollups(trx, [id], async () => {
    await trx.deleteFrom('orders').where('id', '=', id).execute();
  });
}

/**
 * Records on a line what it holds from stock (and, when given, what waits on back-order); the
 * margin rollups follow (a line holding all its quantity is one whose cost can be known).
 */
export async function setLineStock(
  trx: Db,
  line: { id: number; order_id: number },
  stock: { stock_quantity: number; back_order?: number; back_order_text?: string },
): Promise<void> {
  await watchOrderWrite(trx, [line.order_id], async () => {
    await trx.updateTable('order_lines').set(stock).where('id', '=', line.id).execute();
  });
}

/** An edit replaces the lines: positions follow the new form, and no stale line survives. */
export async function replaceLines(trx: Db, orderId: number, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  await withSalesRollups(trx, [orderId, ...lines.map((l) => l.order_id)], async () => {
    await trx.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
    await writeLines(trx, lines);
  });
}

/** What an invoice and an e-mail need beyond the presented order: who, where, and the terms. */
export async function findInvoiceParty(db: Db, orderId: number) {
  const { rows } = await invoicePartyQuery(db, orderId);
  return rows[0];
}
const invoicePartyQuery = compiledOnce((db, take: Take<number>) =>
  invoiceParties(db).where(
    'orders.id',
    '=',
    take((orderId) => orderId),
  ),
);
export type InvoiceParty = NonNullable<Awaited<ReturnType<typeof findInvoiceParty>>>;

/** The parties of several orders, each with its order's id. */
export function findInvoiceParties(db: Db, orderIds: readonly number[]) {
  return orderIds.length === 0
    ? Promise.resolve([])
    : invoiceParties(db).select('orders.id as order_id').where('orders.id', 'in', orderIds).execute();
}

function invoiceParties(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.customer_id')
    .innerJoin('customer_profiles as p', 'p.user_id', 'orders.customer_id')
    .leftJoin('orders as parent', 'parent.id', 'orders.parent_order_id')
    .select([
      'users.email',
      'users.language',
      'p.business_name',
      'p.business_owner_name',
      'p.address1',
      'p.address2',
      'p.city',
      'p.province',
      'p.postal_code',
      'p.phone_number',
      'p.invoice_type',
      'orders.invoiced_on',
      'parent.invoice_number as parent_invoice_number',
      'parent.number as parent_number',
    ]);
}

/** A list's column: how many lines the order of the row has. */
export const lineCount = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom('order_lines')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('order_lines.order_id', '=', 'orders.id')
    .as('line_count');

/** A list's column: whether the order has dry goods (lines not fresh), which a return may name (issue 13). */
export const dryLineCount = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom('order_lines')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('order_lines.order_id', '=', 'orders.id')
    .where('order_lines.fresh', '=', 0)
    .as('dry_line_count');

/**
 * What each sort of the list orders by, the id breaking ties (a stable page). Number, delivery
 * date, placed and total have an index each; status goes in its moves' order, not the alphabet's.
 */
const sortColumns = {
  created_at: 'orders.created_at',
  number: 'orders.number',
  delivery_date: 'orders.delivery_date',
  customer: 'customer_profiles.business_name',
  total: 'orders.total_cents',
  status: sql<number>`case orders.status when 'pending' then 1 when 'confirmed' then 2 when 'ready' then 3 when 'delivered' then 4 else 5 end`,
} as const satisfies Record<OrderSort, unknown>;

/** The sort's column as a value to select (the filter-first page sorts what it selected). */
function sortKey(sort: OrderSort) {
  const column = sortColumns[sort];
  return typeof column === 'string' ? sql.ref<unknown>(column) : column;
}

type ListParams = Omit<OrderListParams, 'sort' | 'order'> &
  Partial<Pick<OrderListParams, 'sort' | 'order'>> & {
    customerOnly?: number;
    webOnly?: boolean;
    statusIn?: readonly OrderStatus[];
  };

/** The list's filters on the orders' own columns (the search, on the customer's words, is apart). */
const matchesFilters = (params: ListParams) => (eb: ExpressionBuilder<Database, 'orders'>) => {
  const all = [];
  if (params.customerOnly !== undefined) all.push(eb('orders.customer_id', '=', params.customerOnly));
  if (params.webOnly) all.push(eb('orders.source', '=', 'web'));
  if (params.customer_id !== undefined) all.push(eb('orders.customer_id', '=', params.customer_id));
  if (params.status) all.push(eb('orders.status', '=', params.status));
  if (params.statusIn) all.push(eb('orders.status', 'in', params.statusIn));
  if (params.exclude_status) all.push(eb('orders.status', '!=', params.exclude_status));
  if (params.source) all.push(eb('orders.source', '=', params.source));
  if (params.type) all.push(eb('orders.type', '=', params.type));
  if (params.delivery_method) all.push(eb('orders.delivery_method', '=', params.delivery_method));
  if (params.delivery_zone) all.push(eb('orders.delivery_zone', '=', params.delivery_zone));
  if (params.date_from) all.push(eb('orders.delivery_date', '>=', params.date_from));
  if (params.date_to) all.push(eb('orders.delivery_date', '<=', params.date_to));
  return eb.and(all);
};

/**
 * Up to this many matches, a page's ids are read from all the matches, found by the filters'
 * indexes and then sorted; above it, by walking the sort's index until the page is full. The
 * walk costs what it reads before it has the page: little when matches are many, but with few
 * it reads the whole table. PostgreSQL walked all 200,000 orders by date for a search that
 * matched one order (166 ms), and 148,000 for a status in a date range: it cannot know that the
 * matches sit far from the newest orders. The count, read first, says how many there are.
 *
 * It is the number past which the count stops (decision 040): counting every order of the
 * years was most of a list's cost at 200,000 orders, and grew with them. A count that stopped
 * says there are too many to sort.
 */
export const FILTER_FIRST_UP_TO = COUNTED_PAST_PAGE;

/**
 * Staff list: filters in SQL on indexed columns; search by number or business name; sorted by a
 * column. The count reads the orders alone.
 */
export async function listOrders(db: Db, params: ListParams) {
  const { sort = 'created_at', order = 'desc', search } = params;
  const searched = search ? await orderSearch(db, search) : null;
  const matches = (eb: ExpressionBuilder<Database, 'orders'>) =>
    searched ? eb.and([matchesFilters(params)(eb), searched(eb)]) : matchesFilters(params)(eb);
  // The count needs no customer: only the sort by customer and the rows' names do. It comes
  // first: a page past the matches (none at all, often, for a search) is not looked for.
  const offset = (params.page - 1) * params.limit;
  const counted = await countUpTo(db, db.selectFrom('orders').where(matches), offset + FILTER_FIRST_UP_TO);
  const { total, capped } = counted;
  if (offset >= total) return { rows: [], counted };
  // The page in two steps (issue 18): its ids, sorted from an index with nothing else read, then
  // their rows with the computed columns, put back in the ids' order. In one query, SQLite
  // computed the line counts and paid sums of every matching order before sorting them all
  // (150 ms for a customer search at 200,000 orders).
  const ids =
    !capped && total <= FILTER_FIRST_UP_TO
      ? await db
          // Few matches: all of them first, by the filters' indexes, then sorted (see below).
          .with(
            (cte) => cte('matched').materialized(),
            (qc) =>
              ordersWithCustomer(qc)
                .where(matches)
                .select(['orders.id', sortKey(sort).as('sort_key')]),
          )
          .selectFrom('matched')
          .select('matched.id')
          .orderBy('matched.sort_key', order)
          .orderBy('matched.id', order)
          .limit(params.limit)
          .offset(offset)
          .execute()
      : await ordersWithCustomer(db)
          .where(matches)
          .select('orders.id')
          .orderBy(sortColumns[sort], order)
          // Numbers are unique: the id breaks no tie there, and would keep PostgreSQL from its index.
          .$if(sort !== 'number', (q) => q.orderBy('orders.id', order))
          .limit(params.limit)
          .offset(offset)
          // Whether walking the sort's index pays depends on how many match: PostgreSQL sees it
          // in the values only (how many customers a search found), so it plans it at each call.
          .modifyEnd(sql.raw(PLANNED_PER_CALL))
          .execute();
  if (ids.length === 0) return { rows: [], counted };
  const rows = await ordersWithCustomer(db)
    .select(orderColumns)
    .select(lineCount)
    .select(dryLineCount)
    .select(paidCentsColumn(db))
    .where(
      'orders.id',
      'in',
      ids.map((row) => row.id),
    )
    // By id alone: with the filters again, SQLite reads every order of the filter to find the 25
    // (list-plans.test.ts). An order changed between the two reads shows as it is now, as if the
    // page had been read a moment later; an order's customer never changes, so no one sees
    // another customer's order.
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap(({ id }) => byId.get(id) ?? []), counted };
}

/**
 * How many orders and prebookings, neither cancelled nor delivered, are for delivery (or
 * pickup) on a day: staff closing that day are told (issue 38 item 3). On the delivery-date index.
 */
export async function openOrdersOn(db: Db, date: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delivery_date', '=', date)
    .where('type', 'in', ['order', 'prebooking'])
    .where('status', 'in', ['pending', 'confirmed', 'ready'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
