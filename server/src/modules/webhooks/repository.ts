import type { Db } from '../../db/connection.js';
import { countUpTo, COUNTED_PAST_PAGE } from '../../db/count-up-to.js';
import type { WebhookDeliveriesTable } from '../../db/schema.js';

export interface EndpointRow {
  id: number;
  user_id: number;
  customer_id: number | null;
  url: string;
  description: string | null;
  events: string;
  secret: string;
  created_at: string;
}

export type DeliveryRow = Omit<WebhookDeliveriesTable, 'id' | 'attempts'> & { id: number; attempts: number };

const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event',
  'body',
  'status',
  'attempts',
  'created_at',
  'next_attempt_at',
  'last_attempt_at',
  'response_status',
  'last_error',
  'delivered_at',
] as const;

export async function insertEndpoint(db: Db, row: Omit<EndpointRow, 'id'>): Promise<EndpointRow> {
  return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A user's endpoints, the newest first (at most WEBHOOK_LIMITS.perAccount). */
export async function listEndpoints(db: Db, userId: number, limit: number): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the user's endpoints (another's is undefined). */
export async function findOwnEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countEndpoints(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/**
 * The endpoints an event of this customer's goes to: staff's (customer_id null) and the
 * customer's own, subscribed to it. On the customer index: a handful of rows.
 */
export async function endpointsFor(db: Db, event: string, customerId: number | null): Promise<{ id: number }[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where((eb) =>
      customerId === null
        ? eb('customer_id', 'is', null)
        : eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]),
    )
    .where('events', 'like', `% ${event} %`)
    .execute();
}

export async function insertDeliveries(
  db: Db,
  rows: Pick<
    DeliveryRow,
    'endpoint_id' | 'event_id' | 'event' | 'body' | 'status' | 'created_at' | 'next_attempt_at'
  >[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('webhook_deliveries').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

export async function findDelivery(db: Db, endpointId: number, id: number): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('id', '=', id)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
}

/** An endpoint's delivery log, the newest first, a page at a time. */
export async function listDeliveries(db: Db, endpointId: number, page: { page: number; limit: number }) {
  const matches = db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  const offset = (page.page - 1) * page.limit;
  const [rows, counted] = await Promise.all([
    matches.select(DELIVERY_COLUMNS).orderBy('id', 'desc').limit(page.limit).offset(offset).execute(),
    countUpTo(db, matches.select('id'), offset + COUNTED_PAST_PAGE),
  ]);
  return { rows: rows as DeliveryRow[], counted };
}

export interface DueDelivery extends DeliveryRow {
  url: string;
  secret: string;
  user_id: number;
}

/** The deliveries whose time has come, the most overdue first (on the (status, next_attempt_at) index). */
export async function dueDeliveries(db: Db, nowIso: string, limit: number): Promise<DueDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(DELIVERY_COLUMNS.map((c) => `d.${c}` as const))
    .select(['e.url', 'e.secret', 'e.user_id'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', nowIso)
    .orderBy('d.next_attempt_at')
    .limit(limit)
    .execute();
  return rows as DueDelivery[];
}

export async function recordAttempt(
  db: Db,
  id: number,
  changes: Pick<
    DeliveryRow,
    'status' | 'attempts' | 'next_attempt_at' | 'last_attempt_at' | 'response_status' | 'last_error' | 'delivered_at'
  >,
): Promise<void> {
  await db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();
}
