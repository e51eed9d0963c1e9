import { addDays, MAX_LEAD_DAYS, montrealTime } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { DomainError } from '../../errors/domain-error.js';
import { recordAudit } from '../audit/index.js';
import { closedDaySet } from '../closed-days/index.js';
import { writePendingWebOrder, type OrderDeps } from '../orders/index.js';
import { findUserById } from '../users/index.js';
import { deliveryDayOf, nominalDates, ordersOn } from './recurrence.js';
import { activeBatch, insertOccurrence, linesOf, occurrenceRows, setOccurrenceOrder } from './repository.js';
import { rhythmOf } from './service.js';

/** How many standing orders the job reads at a time. */
const BATCH = 200;
/** How far back a day is looked at: an occurrence whose delivery day is past is not made. */
const LOOK_BACK_DAYS = 7;

export interface StandingRunResult {
  ordered: number;
  failed: number;
}

/**
 * The scheduled job (issue 38 item 1; every few minutes, one server at a time under its lease):
 * makes each occurrence whose day to become an order has come (its delivery day less its lead
 * days, up to the delivery day itself: a server down for days catches up) into an ordinary
 * pending web order of the customer's, through the orders module, stock taken as for any order
 * and what it lacks on back-order. An occurrence on a closed day is delivered on the open day
 * before or after, as the standing order says. Each occurrence's row and its order are written
 * in one transaction, unique on (standing order, day): a second runner, or a run again after one
 * killed midway, makes nothing twice. One that cannot be placed (a product gone from the
 * catalogue) is recorded as failed, with why, and not tried again.
 */
export async function runStandingOrders(deps: OrderDeps): Promise<StandingRunResult> {
  const { db, clock } = deps;
  const today = montrealTime(clock.now()).date;
  const from = addDays(today, -LOOK_BACK_DAYS);
  const to = addDays(today, MAX_LEAD_DAYS + LOOK_BACK_DAYS);
  const closed = await closedDaySet(db, addDays(from, -LOOK_BACK_DAYS), addDays(to, LOOK_BACK_DAYS));
  const result: StandingRunResult = { ordered: 0, failed: 0 };
  for (let after = 0; ;) {
    const batch = await activeBatch(db, after, BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.map((s) => s.id);
    const done = new Set((await occurrenceRows(db, ids, from, to)).map((o) => `${o.standing_order_id}:${o.occurs_on}`));
    const lines = await linesOf(db, ids);
    for (const standing of batch) {
      const rhythm = rhythmOf(standing);
      for (const day of nominalDates(rhythm, from, to)) {
        if (done.has(`${standing.id}:${day}`)) continue;
        const delivery = deliveryDayOf(rhythm, day, closed);
        if (delivery < today || ordersOn(rhythm, delivery) > today) continue;
        const outcome = await makeOccurrence(deps, standing.id, standing.customer_id, day, delivery, {
          delivery_method: standing.delivery_method,
          delivery_zone: standing.delivery_zone as never,
          lines: lines.get(standing.id) ?? [],
        });
        if (outcome) result[outcome]++;
      }
    }
  }
  return result;
}

type Placement = {
  delivery_method: 'pickup' | 'delivery';
  delivery_zone: null;
  lines: { product_id: number; quantity: number }[];
};

/** One occurrence into an order, or its failure recorded; null when another runner made it. */
async function makeOccurrence(
  deps: OrderDeps,
  standingId: number,
  customerId: number,
  day: string,
  delivery: string,
  placement: Placement,
): Promise<'ordered' | 'failed' | null> {
  const { db, clock } = deps;
  const nowIso = clock.now().toISOString();
  const row = { standing_order_id: standingId, occurs_on: day, delivery_date: delivery, created_at: nowIso };
  const customer = await findUserById(db, customerId);
  try {
    await db.transaction().execute(async (trx: Db) => {
      // First: a second runner waits here, then fails on the key, and places nothing.
      await insertOccurrence(trx, { ...row, status: 'ordered', order_id: null, reason: null });
      if (!customer || customer.active !== 1) throw new DomainError('STANDING_ORDER_CUSTOMER');
      const placed = await writePendingWebOrder(
        trx,
        deps,
        { id: customer.id, name: customer.name },
        {
          ...placement,
          delivery_date: delivery,
          notes: null,
          po_number: null,
          // What stock lacks waits as a back-order, as staff would take it.
          lines: placement.lines.map((l) => ({ ...l, back_order: true })),
        },
        null,
      );
      await setOccurrenceOrder(trx, standingId, day, placed.order.id);
    });
    return 'ordered';
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    // Anything but a rule of the domain (the database gone, the run stopped) is tried again next run.
    if (!(err instanceof DomainError)) throw err;
    const reason = err.code;
    try {
      await db.transaction().execute(async (trx: Db) => {
        await insertOccurrence(trx, { ...row, status: 'failed', order_id: null, reason });
        await recordAudit(
          trx,
          { by: { id: null }, nowIso },
          { entity: 'standing_order', entityId: standingId, action: 'failed', changes: { [day]: [null, reason] } },
        );
      });
    } catch (again) {
      if (isUniqueViolation(again)) return null;
      throw again;
    }
    return 'failed';
  }
}
