import { addDays, isDeliveryDay, nearestDeliveryDay, type ClosedDays } from '@shop/contract';

/** What a standing order's occurrences are made of (issue 38 item 1). */
export interface Rhythm {
  every_weeks: number;
  /** 1 Monday … 6 Saturday; empty when `dates` are given. */
  weekdays: readonly number[];
  dates: readonly string[];
  starts_on: string;
  ends_on: string | null;
  closed_day_shift: 'before' | 'after';
  lead_days: number;
}

const DAY_MS = 86_400_000;
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));
const weeksBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / (7 * DAY_MS));

/**
 * The occurrences' days by the recurrence from `from` to `to` (inclusive), within the standing
 * order's start and end: the chosen dates, or every `every_weeks` weeks (counted from the week of
 * the start) on the chosen weekdays. At most a year and a half is walked.
 */
export function nominalDates(r: Rhythm, from: string, to: string): string[] {
  const first = from > r.starts_on ? from : r.starts_on;
  const last = r.ends_on && r.ends_on < to ? r.ends_on : to;
  if (last < first) return [];
  if (r.dates.length > 0) return [...r.dates].filter((d) => d >= first && d <= last).sort();
  const anchor = mondayOf(r.starts_on);
  const days: string[] = [];
  for (let day = first, n = 0; day <= last && n < 550; day = addDays(day, 1), n++) {
    if (!r.weekdays.includes(weekday(day))) continue;
    if (weeksBetween(anchor, mondayOf(day)) % r.every_weeks === 0) days.push(day);
  }
  return days;
}

/** The day an occurrence is delivered: its own, or the open day before or after a closed one. */
export function deliveryDayOf(r: Pick<Rhythm, 'closed_day_shift'>, day: string, closed: ClosedDays): string {
  return isDeliveryDay(day, closed) ? day : nearestDeliveryDay(day, closed, r.closed_day_shift === 'before' ? -1 : 1);
}

/** The day an occurrence delivered on `deliveryDay` becomes an order. */
export const ordersOn = (r: Pick<Rhythm, 'lead_days'>, deliveryDay: string) => addDays(deliveryDay, -r.lead_days);

/** Whether some occurrence from the start (for a year when no end) falls on an open day. */
export function fallsOnAnOpenDay(r: Rhythm, closed: ClosedDays): boolean {
  const until = r.ends_on ?? addDays(r.starts_on, 366);
  return nominalDates(r, r.starts_on, until).some((d) => isDeliveryDay(d, closed));
}
