import { BUSINESS_TIME_ZONE, SAME_DAY_CUTOFF_HOUR } from './constants.js';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The business day and the time of day in Montreal at an instant. */
export function montrealTime(now: Date): { date: string; hour: number; minute: number; second: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

/** Whether an order placed now can still be delivered today: before 10:00 Montreal time, not on a Sunday. */
export function sameDayOpen(now: Date): boolean {
  const t = montrealTime(now);
  return t.hour < SAME_DAY_CUTOFF_HOUR && !isSunday(t.date);
}

/** The first day an order placed now can be delivered or picked up (PRODUCT.md, Orders). */
export function earliestDeliveryDate(now: Date): string {
  const today = montrealTime(now).date;
  if (sameDayOpen(now)) return today;
  let day = addDays(today, 1);
  while (isSunday(day)) day = addDays(day, 1);
  return day;
}

export function isDeliveryDateAllowed(day: string, now: Date): boolean {
  return day >= earliestDeliveryDate(now) && !isSunday(day);
}

/** Milliseconds left before today's 10:00 cutoff, or 0 once it has passed (for the countdown). */
export function msUntilCutoff(now: Date): number {
  if (!sameDayOpen(now)) return 0;
  const t = montrealTime(now);
  const seconds = (SAME_DAY_CUTOFF_HOUR * 60 - t.hour * 60 - t.minute) * 60 - t.second;
  return seconds * 1000 - now.getMilliseconds();
}
