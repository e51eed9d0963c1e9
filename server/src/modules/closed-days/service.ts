import {
  addDays,
  CLOSED_DAYS_MAX_RANGE,
  montrealTime,
  type ClosedDay,
  type ClosedDayCreate,
  type ClosedDays,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { closedDayOn, closedDaysBetween, deleteClosedDay, insertClosedDay, renameClosedDay } from './repository.js';

export interface ClosedDayDeps {
  db: Db;
  clock: Clock;
}
/** How many orders are for delivery on a day (the orders module's, given by the app: no cycle). */
export type OrdersOnDay = (db: Db, date: string) => Promise<number>;
type Actor = { id: number; ip?: string | null; via_token?: string | undefined };

const present = ({ date, name_en, name_fr }: ClosedDay): ClosedDay => ({ date, name_en, name_fr });

/** GET /api/closed-days?from=&to=: from today (Montreal) for a year when not given. */
export async function listClosedDays(
  deps: ClosedDayDeps,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ closed_days: ClosedDay[] }> {
  const from = query.from ?? montrealTime(deps.clock.now()).date;
  const to = query.to ?? addDays(from, 366);
  if (to < from || to > addDays(from, CLOSED_DAYS_MAX_RANGE)) throw new DomainError('CLOSED_DAYS_RANGE');
  return { closed_days: (await closedDaysBetween(deps.db, from, to)).map(present) };
}

/** The closed dates from `from` to `to`, for the delivery-day rules of contract/delivery.ts. */
export async function closedDaySet(db: Db, from: string, to: string): Promise<ClosedDays> {
  return new Set((await closedDaysBetween(db, from, to)).map((d) => d.date));
}

/** Refuses a delivery or pickup on a closed day (400 DELIVERY_DAY_CLOSED, naming the day). */
export async function assertNotClosed(db: Db, date: string): Promise<void> {
  const day = await closedDayOn(db, date);
  if (day) throw new DomainError('DELIVERY_DAY_CLOSED', present(day), { field: 'delivery_date' });
}

const fields = ['date', 'name_en', 'name_fr'] as const;

/**
 * POST /api/closed-days. A day with orders for delivery is refused (409 CLOSED_DAY_HAS_ORDERS,
 * how many) unless staff confirm: then it is closed, the orders keep their date (staff move or
 * cancel them), and the reply says how many there are.
 */
export async function createClosedDay(
  deps: ClosedDayDeps,
  by: Actor,
  { confirm_orders, ...input }: ClosedDayCreate,
  ordersOnDay: OrdersOnDay,
): Promise<{ closed_day: ClosedDay; orders_on_day: number }> {
  const nowIso = deps.clock.now().toISOString();
  const count = await ordersOnDay(deps.db, input.date);
  if (count > 0 && !confirm_orders) throw new DomainError('CLOSED_DAY_HAS_ORDERS', { date: input.date, count });
  try {
    await deps.db.transaction().execute(async (trx) => {
      const id = await insertClosedDay(trx, { ...input, created_at: nowIso, created_by: by.id });
      await recordAudit(trx, actorOf(by, nowIso), {
        entity: 'closed_day',
        entityId: id,
        action: 'create',
        changes: { ...diffFields(null, input, fields), ...(count > 0 ? { orders_on_day: [null, count] } : {}) },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('CLOSED_DAY_EXISTS', { date: input.date });
    throw err;
  }
  return { closed_day: present(input), orders_on_day: count };
}

async function existing(db: Db, date: string) {
  const day = await closedDayOn(db, date);
  if (!day) throw new DomainError('CLOSED_DAY_NOT_FOUND');
  return day;
}

/** PUT /api/closed-days/{date}: its names. */
export async function updateClosedDay(
  deps: ClosedDayDeps,
  by: Actor,
  date: string,
  names: { name_en: string; name_fr: string },
): Promise<ClosedDay> {
  const nowIso = deps.clock.now().toISOString();
  const before = await existing(deps.db, date);
  await deps.db.transaction().execute(async (trx) => {
    await renameClosedDay(trx, before.id, names);
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'closed_day',
      entityId: before.id,
      action: 'update',
      changes: diffFields(before, { ...before, ...names }, fields),
    });
  });
  return present({ ...before, ...names });
}

/** DELETE /api/closed-days/{date}: the shop delivers on that day again. */
export async function removeClosedDay(deps: ClosedDayDeps, by: Actor, date: string): Promise<void> {
  const nowIso = deps.clock.now().toISOString();
  const before = await existing(deps.db, date);
  await deps.db.transaction().execute(async (trx) => {
    await deleteClosedDay(trx, before.id);
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'closed_day',
      entityId: before.id,
      action: 'delete',
      changes: diffFields(before, null, fields),
    });
  });
}
