import { addDays } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { closedDaySet } from '../closed-days/index.js';
import { occurrenceLines } from './job.js';
import { deliveryDayOf, nominalDates } from './recurrence.js';
import { activeBatch, linesOf, occurrenceRows, type LineRow } from './repository.js';
import { rhythmOf } from './service.js';

/** An occurrence still to be made into an order, as it stands (its own quantities when changed). */
export interface PlannedOccurrence {
  standing_order_id: number;
  customer_id: number;
  /** Its day by the recurrence. */
  date: string;
  delivery_date: string;
  lines: LineRow[];
}

/**
 * The occurrences of the active standing orders delivered from `from` to `to` (two months at
 * most) that are not yet orders nor skipped, a batch of standing orders at a time: what the
 * purchasing needs expect (issue 38 item 5).
 */
export async function plannedOccurrences(db: Db, from: string, to: string): Promise<PlannedOccurrence[]> {
  const last = to < addDays(from, 62) ? to : addDays(from, 62);
  // An occurrence may move a few days off a closed day: its nominal days are read a week wider.
  const wideFrom = addDays(from, -7);
  const wideTo = addDays(last, 7);
  const closed = await closedDaySet(db, addDays(wideFrom, -7), addDays(wideTo, 7));
  const planned: PlannedOccurrence[] = [];
  for (let after = 0; ;) {
    const batch = await activeBatch(db, after, 200);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.map((s) => s.id);
    const recorded = new Map(
      (await occurrenceRows(db, ids, wideFrom, wideTo)).map(
        (o) => [`${o.standing_order_id}:${o.occurs_on}`, o] as const,
      ),
    );
    const lines = await linesOf(db, ids);
    for (const standing of batch) {
      const rhythm = rhythmOf(standing);
      for (const date of nominalDates(rhythm, wideFrom, wideTo)) {
        const row = recorded.get(`${standing.id}:${date}`);
        if (row && row.status !== 'planned') continue;
        const delivery = deliveryDayOf(rhythm, date, closed);
        if (delivery < from || delivery > last) continue;
        planned.push({
          standing_order_id: standing.id,
          customer_id: standing.customer_id,
          date,
          delivery_date: delivery,
          lines: occurrenceLines(lines.get(standing.id) ?? [], row?.lines ?? null),
        });
      }
    }
  }
  return planned;
}
