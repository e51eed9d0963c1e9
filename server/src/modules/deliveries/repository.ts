import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { DeliveryRunsTable, DeliveryStopsTable } from '../../db/schema.js';

// The deliveries module's tables: delivery_runs and delivery_stops. Only this file touches them.

export function runsOfDate(db: Db, date: string) {
  return db.selectFrom('delivery_runs').selectAll().where('date', '=', date).orderBy('id').execute();
}

export function findRun(db: Db, id: number) {
  return db.selectFrom('delivery_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function stopsOfRuns(db: Db, runIds: readonly number[]) {
  if (runIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_stops')
    .selectAll()
    .where('run_id', 'in', runIds)
    .orderBy('run_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findStop(db: Db, id: number) {
  return db.selectFrom('delivery_stops').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRun(db: Db, run: Insertable<DeliveryRunsTable>): Promise<number> {
  const row = await db.insertInto('delivery_runs').values(run).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRun(db: Db, id: number, changes: Updateable<DeliveryRunsTable>): Promise<void> {
  await db.updateTable('delivery_runs').set(changes).where('id', '=', id).execute();
}

export async function insertStops(db: Db, stops: Insertable<DeliveryStopsTable>[]): Promise<void> {
  if (stops.length > 0) await db.insertInto('delivery_stops').values(stops).execute();
}

export async function updateStop(db: Db, id: number, changes: Updateable<DeliveryStopsTable>): Promise<void> {
  await db.updateTable('delivery_stops').set(changes).where('id', '=', id).execute();
}

/** Marks the run as gone; false when it had left already (the caller then tells no one again). */
export async function markRunDeparted(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('delivery_runs')
    .set({ departed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('departed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stop ids of a run in their order. */
export async function stopIdsOfRun(db: Db, runId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('delivery_stops')
    .select('id')
    .where('run_id', '=', runId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Locks a run's row (PostgreSQL) so that two reorders of it take turns; SQLite writes one at a time. */
export async function lockRun(db: Db, id: number): Promise<void> {
  let query = db.selectFrom('delivery_runs').select('id').where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  await query.execute();
}

/**
 * The proof of the order's delivered stop (the latest, should it have been delivered twice): its
 * image key, its kind (a stop signed before 0035's column counts as signed), who received it, when.
 */
export async function proofOfOrder(db: Db, orderId: number) {
  const row = await db
    .selectFrom('delivery_stops')
    .select(['signature_key', 'proof_kind', 'recipient_name', 'delivered_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .where('signature_key', 'is not', null)
    .orderBy('delivered_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row?.signature_key) return null;
  return {
    key: row.signature_key,
    kind: row.proof_kind ?? 'signature',
    recipient_name: row.recipient_name,
    delivered_at: row.delivered_at,
  } as const;
}
