import { SAME_DAY_CUTOFF_HOUR, WEB_ORDER_MAX_DAYS_AHEAD } from './constants.js';

const HOUR_MS = 3_600_000;

/** The day of the month of a month's n-th Sunday (month 0 to 11). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * Montreal's offset from UTC at an instant, in hours (BUSINESS_TIME_ZONE, America/Toronto):
 * daylight time (-4) from the second Sunday of March at 2:00 to the first Sunday of November at
 * 2:00, standard time (-5) the rest of the year, as in Quebec since 2007.
 *
 * Written out rather than asked of Intl: the first Intl.DateTimeFormat a page makes costs 30 to
 * 45 ms of a phone's main thread (ICU's calendar data, 130-185 ms at 4x CPU), and the shop shows
 * the cutoff countdown on its first screen (issue 19). delivery.test.ts checks it against Intl
 * with the business time zone, so that a change of the rules or of the zone fails the tests.
 */
function offsetHours(at: number): number {
  const year = new Date(at).getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  return at >= daylightFrom && at < daylightUntil ? -4 : -5;
}

/** The business day and the time of day in Montreal at an instant. */
export function montrealTime(now: Date): { date: string; hour: number; minute: number; second: number } {
  const local = new Date(now.getTime() + offsetHours(now.getTime()) * HOUR_MS);
  return {
    date: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * Whole business days (Montreal) since stock arrived at `arrivedAt` (an instant): 0 today, 1
 * yesterday; null when no arrival was recorded.
 */
export function arrivalAgeDays(arrivedAt: string | null, now: Date): number | null {
  if (!arrivedAt) return null;
  const day = (instant: Date) => Date.parse(`${montrealTime(instant).date}T00:00:00Z`);
  return Math.max(0, Math.round((day(now) - day(new Date(arrivedAt))) / 86_400_000));
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

/**
 * The closed days (issue 38, item 3) a question about delivery days must respect: the dates the
 * shop delivers nothing, as staff set them (GET /api/closed-days). None when not given.
 */
export type ClosedDays = ReadonlySet<string>;
const NONE: ClosedDays = new Set();

/** Whether the shop delivers on `day`: not a Sunday, not a closed day. */
export const isDeliveryDay = (day: string, closed: ClosedDays = NONE) => !isSunday(day) && !closed.has(day);

/** The first delivery day on or after `day` (or before it, going back). */
export function nearestDeliveryDay(day: string, closed: ClosedDays = NONE, step: 1 | -1 = 1): string {
  let d = day;
  // A year of closed days in a row is no calendar: stop there rather than loop.
  for (let i = 0; i < 370 && !isDeliveryDay(d, closed); i++) d = addDays(d, step);
  return d;
}

/** Whether an order placed now can still be delivered today: before 10:00 Montreal time, on a delivery day. */
export function sameDayOpen(now: Date, closed: ClosedDays = NONE): boolean {
  const t = montrealTime(now);
  return t.hour < SAME_DAY_CUTOFF_HOUR && isDeliveryDay(t.date, closed);
}

/**
 * Whether a florist may still cancel their pending web order for `deliveryDate` (issue 34,
 * item 3): until the cutoff of its delivery day, that is while the day could still be chosen.
 */
export const beforeDeliveryCutoff = (deliveryDate: string, now: Date, closed: ClosedDays = NONE) =>
  deliveryDate >= earliestDeliveryDate(now, closed);

/** The first day an order placed now can be delivered or picked up (PRODUCT.md, Orders; not a closed day). */
export function earliestDeliveryDate(now: Date, closed: ClosedDays = NONE): string {
  const today = montrealTime(now).date;
  if (sameDayOpen(now, closed)) return today;
  return nearestDeliveryDay(addDays(today, 1), closed);
}

/** The last day a web order placed now can be for: WEB_ORDER_MAX_DAYS_AHEAD days after today in Montreal. */
export function latestDeliveryDate(now: Date): string {
  return addDays(montrealTime(now).date, WEB_ORDER_MAX_DAYS_AHEAD);
}

/** Whether a web order placed now can be for `day`: from the earliest day to the latest, a delivery day. */
export function isDeliveryDateAllowed(day: string, now: Date, closed: ClosedDays = NONE): boolean {
  return day >= earliestDeliveryDate(now, closed) && day <= latestDeliveryDate(now) && isDeliveryDay(day, closed);
}

/** Milliseconds left before today's 10:00 cutoff, or 0 once it has passed or today is closed (the countdown). */
export function msUntilCutoff(now: Date, closed: ClosedDays = NONE): number {
  if (!sameDayOpen(now, closed)) return 0;
  const t = montrealTime(now);
  const seconds = (SAME_DAY_CUTOFF_HOUR * 60 - t.hour * 60 - t.minute) * 60 - t.second;
  return seconds * 1000 - now.getMilliseconds();
}
