import { addDays, montrealTime } from '@shop/contract';

/** The business day ('YYYY-MM-DD') in Montreal at the given instant. */
export function businessDate(instant: Date): string {
  return montrealTime(instant).date;
}

/** The instant (ISO, UTC) a business day starts in Montreal: 04:00Z in summer, 05:00Z in winter. */
export function montrealDayStart(day: string): string {
  const summer = new Date(`${day}T04:00:00Z`);
  const t = montrealTime(summer);
  return (t.date === day && t.hour === 0 ? summer : new Date(`${day}T05:00:00Z`)).toISOString();
}

/** A range of business days as instants: from the first day's start to the start of the day after the last. */
export function instantRange(range: { from: string; to: string }): { start: string; end: string } {
  return { start: montrealDayStart(range.from), end: montrealDayStart(addDays(range.to, 1)) };
}
