import { addDays, MAX_LEAD_DAYS, montrealTime, standingLineKey, type OccurrenceLine } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { recordAudit } from '../audit/index.js';
import { closedDaysBetween } from '../closed-days/index.js';
import { writePendingWebOrder, type OrderDeps } from '../orders/index.js';
import { findUserById } from '../users/index.js';
import { deliveryDayOf, nominalDates, ordersOn } from './recurrence.js';
import {
  activeBatch,
  changePlanned,
  linesOf,
  occurrenceRows,
  remindersOffAmong,
  setOccurrenceOrder,
  type LineRow,
} from './repository.js';
import { rhythmOf } from './service.js';
import { sendMovedNotice, sendReminder, type Notice } from './notices.js';

/** How many standing orders the job reads at a time. */
const BATCH = 200;
/** How far back a day is looked at: an occurrence whose delivery day is past is not made. */
const LOOK_BACK_DAYS = 7;
/**
 * How many occurrences are made at once: their transactions share SQLite's group commits (one
 * flush of the log for several, decision 028) and PostgreSQL's pool; one after another, 2,000
 * took 32 s here, waiting on the disk.
 */
const AT_ONCE = 8;

/** Runs the steps, `limit` at a time; the first error stops the others taking more, and is thrown. */
async function inParallel(steps: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(limit, steps.length) }, async () => {
      while (!failed && next < steps.length) {
        const step = steps[next++]!;
        try {
          await step();
        } catch (err) {
          failed = true;
          throw err;
        }
      }
    }),
  );
}

export interface StandingRunResult {
  ordered: number;
  failed: number;
  reminded: number;
  moved_told: number;
}

/**
 * The lines an occurrence orders: the standing order's lines as they are now, each at the
 * occurrence's own quantity when it was changed for that line (0 left out). A line the standing
 * order no longer has is not ordered, one added since is at its quantity (as the screens show it).
 */
export function occurrenceLines(standing: readonly LineRow[], own: string | null): LineRow[] {
  if (own === null) return [...standing];
  const changed = new Map((JSON.parse(own) as OccurrenceLine[]).map((l) => [standingLineKey(l), l.quantity] as const));
  return standing
    .map((l) => ({ ...l, quantity: changed.get(standingLineKey(l)) ?? l.quantity }))
    .filter((l) => l.quantity > 0);
}

/**
 * The scheduled job (issue 38 items 1-2; every few minutes, one server at a time under its
 * lease):
 * - makes each occurrence whose day to become an order has come (its delivery day less its lead
 *   days, up to the delivery day itself: a server down for days catches up) into an ordinary
 *   pending web order of the customer's, through the orders module (priced, stock taken, what
 *   it lacks on back-order), with the occurrence's own quantities when the florist changed them;
 * - e-mails the florist, the day before an occurrence becomes an order, what it will hold
 *   (unless they said no in their profile), and once that an occurrence moved off a closed day.
 * An occurrence on a closed day is delivered on the open day before or after, as the standing
 * order says. An occurrence changes from planned once (made, failed), in the transaction that
 * writes its order, under its unique key: a second runner, or a run again after one killed
 * midway, makes nothing twice; each e-mail is marked sent in the transaction that queues it.
 */
export async function runStandingOrders(deps: OrderDeps): Promise<StandingRunResult> {
  const { db, clock } = deps;
  const today = montrealTime(clock.now()).date;
  const from = addDays(today, -LOOK_BACK_DAYS);
  const to = addDays(today, MAX_LEAD_DAYS + LOOK_BACK_DAYS);
  const closedRows = await closedDaysBetween(db, addDays(from, -LOOK_BACK_DAYS), addDays(to, LOOK_BACK_DAYS));
  const closedNames = new Map(closedRows.map((d) => [d.date, d] as const));
  const closed = new Set(closedNames.keys());
  const result: StandingRunResult = { ordered: 0, failed: 0, reminded: 0, moved_told: 0 };
  for (let after = 0; ;) {
    const batch = await activeBatch(db, after, BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.map((s) => s.id);
    const recorded = new Map(
      (await occurrenceRows(db, ids, from, to)).map((o) => [`${o.standing_order_id}:${o.occurs_on}`, o] as const),
    );
    const lines = await linesOf(db, ids);
    const quiet = await remindersOffAmong(
      db,
      batch.map((s) => s.customer_id),
    );
    const steps: (() => Promise<void>)[] = [];
    for (const standing of batch) {
      const rhythm = rhythmOf(standing);
      for (const day of nominalDates(rhythm, from, to)) {
        const row = recorded.get(`${standing.id}:${day}`);
        if (row && row.status !== 'planned') continue;
        const delivery = deliveryDayOf(rhythm, day, closed);
        if (delivery < today) continue;
        const key = { standing_order_id: standing.id, occurs_on: day, delivery_date: delivery };
        const ownLines = row?.lines ?? null;
        const notice: Notice = {
          standingId: standing.id,
          customerId: standing.customer_id,
          date: day,
          delivery,
          ordersOn: ordersOn(rhythm, delivery),
          pickup: standing.delivery_method === 'pickup',
          lines: occurrenceLines(lines.get(standing.id) ?? [], ownLines),
          movedFor: delivery !== day ? (closedNames.get(day) ?? null) : null,
        };
        if (notice.ordersOn <= today) {
          steps.push(async () => {
            const outcome = await makeOccurrence(deps, key, standing.customer_id, {
              delivery_method: standing.delivery_method,
              delivery_zone: standing.delivery_zone as never,
            });
            if (outcome) result[outcome]++;
          });
          continue;
        }
        steps.push(async () => {
          if (notice.movedFor && !row?.moved_told_at && (await sendMovedNotice(deps, key, notice))) result.moved_told++;
          if (notice.ordersOn === addDays(today, 1) && !row?.reminded_at && !quiet.has(standing.customer_id))
            if (await sendReminder(deps, key, notice)) result.reminded++;
        });
      }
    }
    await inParallel(steps, AT_ONCE);
  }
  return result;
}

type Placement = { delivery_method: 'pickup' | 'delivery'; delivery_zone: null };
type Key = { standing_order_id: number; occurs_on: string; delivery_date: string };

/** One occurrence into an order, or its failure recorded; null when another runner made it. */
async function makeOccurrence(
  deps: OrderDeps,
  key: Key,
  customerId: number,
  placement: Placement,
): Promise<'ordered' | 'failed' | null> {
  const { db, clock } = deps;
  const nowIso = clock.now().toISOString();
  const row = { ...key, created_at: nowIso };
  const customer = await findUserById(db, customerId);
  const standingLines = (await linesOf(db, [key.standing_order_id])).get(key.standing_order_id) ?? [];
  try {
    return await db.transaction().execute(async (trx: Db) => {
      // First: the occurrence leaves planned (a second runner waits here, then finds it made).
      const planned = await changePlanned(trx, row, { status: 'ordered' });
      if (!planned) return null;
      if (!customer || customer.active !== 1) throw new DomainError('STANDING_ORDER_CUSTOMER');
      const placed = await writePendingWebOrder(
        trx,
        deps,
        { id: customer.id, name: customer.name },
        {
          ...placement,
          delivery_date: key.delivery_date,
          notes: null,
          po_number: null,
          // What stock lacks waits as a back-order, as staff would take it; the pack chosen, else
          // the product's cheapest (as any order line); priced as any order.
          lines: occurrenceLines(standingLines, planned.lines).map((l) => ({
            product_id: l.product_id,
            ...(l.pack_id ? { pack_id: l.pack_id } : {}),
            quantity: l.quantity,
            back_order: true,
          })),
        },
        null,
      );
      await setOccurrenceOrder(trx, key.standing_order_id, key.occurs_on, placed.order.id);
      return 'ordered' as const;
    });
  } catch (err) {
    // Anything but a rule of the domain (the database gone, the run stopped) is tried again next run.
    if (!(err instanceof DomainError)) throw err;
    const reason = err.code;
    return db.transaction().execute(async (trx: Db) => {
      if (!(await changePlanned(trx, row, { status: 'failed', reason }))) return null;
      await recordAudit(
        trx,
        { by: { id: null }, nowIso },
        {
          entity: 'standing_order',
          entityId: key.standing_order_id,
          action: 'failed',
          changes: { [key.occurs_on]: [null, reason] },
        },
      );
      return 'failed' as const;
    });
  }
}
