import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_FIRST_UP_TO } from '../modules/orders/index.js';
import { INTEGER_RANGE } from '../http/storable-input.js';
import { PLANNED_PER_CALL } from './pg-statements.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, signInAsNewAdmin, withCookie as as } from '../test/factories.js';

/**
 * Issue 18: the lists cost what their page costs. Each list call's queries are read as the app
 * runs them and explained: a page of rows must come from an index in the order asked (no full
 * scan of a large table, no sort of every matching row), and a count must not scan a table that
 * an index could narrow. On SQLite, EXPLAIN QUERY PLAN; on PostgreSQL, EXPLAIN with sequential
 * scans and sorts priced out, so that one still chosen means no index serves the query.
 */

// The tables that grow with the business; the small ones (settings, zones) may be scanned.
const LARGE = ['orders', 'order_lines', 'customer_profiles', 'users', 'claims', 'payments'];

// What the screens ask for: the staff orders list with each filter and sort and its search, a
// customer's lists, the claims queue, the catalogue and inventory, a customer's payments. Left
// out: offers and price lists (a few rows a week); the customers list, which sorts by a column
// of one table and filters on another (a sort of at most the customers, not of the orders).
// A search reads the customers' words once (`LIKE '%x%'`: a scan of the customers, indexed by
// trigrams on PostgreSQL), then their orders by index, and sorts what it found (the orders of
// the customers found, not the list): SEARCHED says which tables it may scan.
const SEARCHED = ['customer_profiles'];
const LISTS = [
  '/api/Orders?page=1&limit=25',
  '/api/Orders?page=2&limit=25&status=pending',
  // A few matches: read by the filters' indexes first, then sorted (listOrders' filter first).
  '/api/Orders?page=1&limit=25&status=confirmed',
  '/api/Orders?page=1&limit=25&status=delivered&order=asc',
  '/api/Orders?page=1&limit=25&sort=delivery_date&order=asc',
  '/api/Orders?page=1&limit=25&sort=number&order=desc',
  '/api/Orders?page=1&limit=25&sort=total&order=desc',
  '/api/Orders?page=1&limit=25&customer_id=CUSTOMER',
  '/api/Orders?page=1&limit=25&source=web&delivery_method=pickup',
  '/api/Orders?page=1&limit=25&search=fleur',
  '/api/Orders?page=1&limit=25&status=pending&search=fleur',
  '/api/customer/Orders/CUSTOMER?page=1&limit=20',
  '/api/customer/weborder/tickets/CUSTOMER?page=1&limit=20&type=open',
  '/api/claims?page=1&limit=25',
  '/api/claims?page=1&limit=25&status=new',
  '/api/prebooking?page=1&limit=25',
  '/api/inventory?page=1&limit=25',
  '/api/products?page=1&limit=25',
  '/api/customer/Orders/payments/CUSTOMER?page=1&limit=25',
];

let t: TestApp;
let staff: string;
let customerId: number;
let capturing = false;
const seen: CompiledQuery[] = [];
beforeAll(async () => {
  t = await createTestApp({
    log: (event) => {
      if (capturing && event.level === 'query') seen.push(event.query);
    },
  });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customerId = (await createCustomer(t.db)).id;
  // More pending orders than listOrders reads before sorting, so that a page of them walks the
  // sort's index (the plan checked below); a few confirmed ones, read by the filters first.
  const now = new Date().toISOString();
  const pending = FILTER_FIRST_UP_TO + 1;
  for (let first = 0; first < pending; first += 500) {
    const count = Math.min(500, pending - first);
    await t.db
      .insertInto('orders')
      .values(Array.from({ length: count }, (_, i) => orderRow(800_000 + first + i, 'pending', now)))
      .execute();
  }
  await t.db
    .insertInto('orders')
    .values([1, 2, 3].map((i) => orderRow(700_000 + i, 'confirmed', now)))
    .execute();
});

function orderRow(number: number, status: 'pending' | 'confirmed', now: string) {
  return {
    number: String(number),
    customer_id: customerId,
    source: 'web' as const,
    type: 'order' as const,
    status,
    delivery_method: 'pickup' as const,
    delivery_zone: null,
    delivery_date: now.slice(0, 10),
    subtotal_cents: 1000,
    delivery_fee_cents: 0,
    gst_cents: 50,
    qst_cents: 100,
    total_cents: 1150,
    created_at: now,
    updated_at: now,
  };
}
afterAll(() => t.close());

/** The queries of the list a call runs (the session's own look-ups left out). */
async function listQueriesOf(url: string) {
  seen.length = 0;
  capturing = true;
  const res = await t.app.inject({ method: 'GET', url, ...as(staff) });
  capturing = false;
  expect(res.statusCode, res.body).toBe(200);
  return seen.filter((q) => /^(select|with)/i.test(q.sql) && !/from "sessions"/.test(q.sql));
}

const isCount = (q: CompiledQuery) => /^select count\(\*\)/i.test(q.sql);
const isSearch = (q: CompiledQuery) => / like /i.test(q.sql);
/** listOrders' page of few matches: all of them read, then sorted (at most FILTER_FIRST_UP_TO). */
const isFilterFirst = (q: CompiledQuery) => /^with "matched" as materialized/i.test(q.sql);
/** Whether sorting the rows found is the plan: a search's or a filter-first page's. */
const maySort = (q: CompiledQuery) => isSearch(q) || isFilterFirst(q);

/** Whether reading all of a table is what the query must do. */
function mayScan(table: string, q: CompiledQuery, dialect: 'sqlite' | 'postgres') {
  if (!LARGE.includes(table)) return true;
  // A bare count of a whole table reads it all whatever the index: only a filtered one is wrong.
  if (isCount(q) && !/ where /i.test(q.sql)) return true;
  // The customers' words, on SQLite (PostgreSQL has its trigram index).
  return dialect === 'sqlite' && SEARCHED.includes(table) && isSearch(q);
}

/** What is wrong with a query's plan, in words ([] when nothing is). */
async function problemsOf(q: CompiledQuery): Promise<string[]> {
  const raw = (text: string) => CompiledQuery.raw(text, [...q.parameters]);
  if (t.config.database.dialect === 'sqlite') {
    const plan = await t.db.executeQuery<{ detail: string }>(raw(`EXPLAIN QUERY PLAN ${q.sql}`));
    return plan.rows
      .map((r) => r.detail)
      .filter((d) => {
        if (/USE TEMP B-TREE FOR ORDER BY/.test(d)) return !maySort(q);
        const scan = /^SCAN (\w+)(?: AS \w+)?$/.exec(d);
        return scan !== null && !mayScan(scan[1]!, q, 'sqlite');
      });
  }
  return t.db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    await sql`set enable_sort = off`.execute(conn);
    await sql`set enable_incremental_sort = off`.execute(conn);
    try {
      const plan = await conn.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlan }] }>(raw(`EXPLAIN (FORMAT JSON) ${q.sql}`));
      const problems: string[] = [];
      const walk = (node: PgPlan) => {
        const table = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && table && !mayScan(table, q, 'postgres'))
          problems.push(`Seq Scan on ${table}`);
        if (node['Node Type'] === 'Sort' && !isCount(q) && !maySort(q))
          problems.push(`Sort by ${String(node['Sort Key'])}`);
        node.Plans?.forEach(walk);
      };
      walk(plan.rows[0]!['QUERY PLAN'][0].Plan);
      return problems;
    } finally {
      await sql`reset all`.execute(conn);
    }
  });
}
interface PgPlan {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Key'?: string[];
  Plans?: PgPlan[];
}

/** The rows of a page picked by their ids (listOrders' second step): SQLite must read them by id. */
const byPageIds = (q: CompiledQuery) => /"orders"\."id" in \(\?/.test(q.sql);

describe('the lists use indexes (issue 18)', () => {
  it.each(LISTS)('%s', async (url) => {
    const queries = await listQueriesOf(url.replaceAll('CUSTOMER', String(customerId)));
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(await problemsOf(q), q.sql).toEqual([]);
  });

  it('reads the page of the orders list by its ids, not by its filters again', async () => {
    if (t.config.database.dialect !== 'sqlite') return;
    // A full page (25 ids) of the pending orders made above: without statistics SQLite prices an
    // equality on an index at 10 rows, less than 25 look-ups by id, and would read every pending
    // order to find the page's.
    for (const url of [
      '/api/Orders?page=1&limit=25&status=pending',
      '/api/Orders?page=1&limit=25&source=web&delivery_method=pickup',
    ]) {
      const pages = (await listQueriesOf(url)).filter(byPageIds);
      expect(pages, url).toHaveLength(1);
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${pages[0]!.sql}`, [...pages[0]!.parameters]),
      );
      expect(plan.rows[0]?.detail, url).toMatch(/^SEARCH orders USING INTEGER PRIMARY KEY/);
    }
  });

  it('reads a page of many matches by walking the sort, and one of a few by reading them all first', async () => {
    const pageOf = async (url: string) => {
      const queries = await listQueriesOf(url);
      return queries.filter((q) => isFilterFirst(q) || /^select "orders"\."id" from "orders"/.test(q.sql));
    };
    const many = await pageOf('/api/Orders?page=1&limit=25&status=pending');
    expect(many.map(isFilterFirst)).toEqual([false]);
    const few = await pageOf('/api/Orders?page=1&limit=25&status=confirmed');
    expect(few.map(isFilterFirst)).toEqual([true]);
  });

  it('stops counting the matches past the page (decision 040), and says so', async () => {
    const paginationOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, ...as(staff) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { orders: unknown[]; pagination: Record<string, unknown> } }>().data;
    };
    // FILTER_FIRST_UP_TO + 1 pending orders: one more than are counted past the first page's start.
    const first = await paginationOf('/api/Orders?page=1&limit=25&status=pending');
    expect(first.pagination).toEqual({ page: 1, limit: 25, total: FILTER_FIRST_UP_TO, capped: true });
    expect(first.orders).toHaveLength(25);
    // From the second page's start, all of them are counted: the count is exact again.
    const second = await paginationOf('/api/Orders?page=2&limit=25&status=pending');
    expect(second.pagination).toEqual({ page: 2, limit: 25, total: FILTER_FIRST_UP_TO + 1 });
    expect(second.orders).toHaveLength(25);
    const few = await paginationOf('/api/Orders?page=1&limit=25&status=confirmed');
    expect(few.pagination).toEqual({ page: 1, limit: 25, total: 3 });
  });

  it('has PostgreSQL plan the count and the walk of the sort at each call, for their values', async () => {
    const queries = await listQueriesOf('/api/Orders?page=1&limit=25&status=pending');
    const perCall = queries.filter((q) => q.sql.endsWith(PLANNED_PER_CALL));
    expect(perCall.map((q) => (isCount(q) ? 'count' : 'page'))).toEqual(['count', 'page']);
  });

  it("finds orders by number or by their customer's words, nothing for words no customer has", async () => {
    const found = async (search: string) => {
      const url = `/api/Orders?page=1&limit=25&search=${encodeURIComponent(search)}`;
      const res = await t.app.inject({ method: 'GET', url, ...as(staff) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { orders: { number: string }[]; pagination: unknown } }>().data;
    };
    const byNumber = await found('700002');
    expect(byNumber.orders.map((o) => o.number)).toEqual(['700002']);
    expect(await found('no-florist-has-this-name')).toEqual({
      orders: [],
      pagination: { page: 1, limit: 25, total: 0 },
    });
    const { business_name } = await t.db
      .selectFrom('customer_profiles')
      .select('business_name')
      .where('user_id', '=', customerId)
      .executeTakeFirstOrThrow();
    const byName = await found(business_name);
    expect(byName.orders).toHaveLength(25);
    expect(byName.pagination).toEqual({ page: 1, limit: 25, total: FILTER_FIRST_UP_TO, capped: true });
  });

  it('answers the last page a request may ask for (INTEGER_RANGE) with no order, not an error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Orders?page=${INTEGER_RANGE.max}&limit=100`,
      ...as(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orders).toEqual([]);
  });

  it("counts a list's orders without joining their customers", async () => {
    for (const url of ['/api/Orders?page=1&limit=25&status=pending', '/api/Orders?page=1&limit=25&search=fleur']) {
      const counts = (await listQueriesOf(url)).filter(isCount).map((q) => q.sql);
      expect(counts).toEqual([expect.not.stringContaining('join')]);
    }
  });
});
