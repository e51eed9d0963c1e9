import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, WEB_ORDER_MAX_DAYS_AHEAD } from './constants.js';
import {
  beforeDeliveryCutoff,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  nearestDeliveryDay,
  latestDeliveryDate,
  montrealTime,
  msUntilCutoff,
  sameDayOpen,
} from './delivery.js';

// 2026-11-20 is a Friday; Montreal is UTC-5 in November (EST), UTC-4 in July (EDT).
const at = (iso: string) => new Date(iso);

describe('same-day cutoff at 10:00 Montreal time (SPEC §9)', () => {
  it('allows same day at 9:59:59 and not at 10:00, in winter time', () => {
    expect(sameDayOpen(at('2026-11-20T14:59:59Z'))).toBe(true);
    expect(earliestDeliveryDate(at('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(sameDayOpen(at('2026-11-20T15:00:00Z'))).toBe(false);
    expect(earliestDeliveryDate(at('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });

  it('follows daylight saving time', () => {
    expect(sameDayOpen(at('2026-07-15T13:59:00Z'))).toBe(true);
    expect(sameDayOpen(at('2026-07-15T14:00:00Z'))).toBe(false);
  });

  it('uses the Montreal day, not the UTC one, late in the evening', () => {
    // 23:30 in Montreal on Friday is already Saturday in UTC.
    expect(montrealTime(at('2026-11-21T04:30:00Z')).date).toBe('2026-11-20');
    expect(earliestDeliveryDate(at('2026-11-21T04:30:00Z'))).toBe('2026-11-21');
  });

  it('never delivers on a Sunday: Saturday after 10:00 goes to Monday, and Sunday morning too', () => {
    expect(earliestDeliveryDate(at('2026-11-21T16:00:00Z'))).toBe('2026-11-23');
    expect(earliestDeliveryDate(at('2026-11-22T13:00:00Z'))).toBe('2026-11-23');
    expect(isDeliveryDateAllowed('2026-11-29', at('2026-11-20T13:00:00Z'))).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-19', at('2026-11-20T13:00:00Z'))).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-28', at('2026-11-20T13:00:00Z'))).toBe(true);
  });

  it('takes web orders up to WEB_ORDER_MAX_DAYS_AHEAD (60) days after the Montreal day, not after', () => {
    const friday = at('2026-11-20T13:00:00Z');
    expect(WEB_ORDER_MAX_DAYS_AHEAD).toBe(60);
    expect(latestDeliveryDate(friday)).toBe('2027-01-19');
    // 23:30 on Friday in Montreal, Saturday in UTC: still Friday's 60 days.
    expect(latestDeliveryDate(at('2026-11-21T04:30:00Z'))).toBe('2027-01-19');
    expect(isDeliveryDateAllowed('2027-01-19', friday)).toBe(true);
    expect(isDeliveryDateAllowed('2027-01-20', friday)).toBe(false);
    expect(isDeliveryDateAllowed('9999-12-30', friday)).toBe(false);
  });

  it('counts down to the cutoff', () => {
    expect(msUntilCutoff(at('2026-11-20T14:30:00Z'))).toBe(30 * 60 * 1000);
    expect(msUntilCutoff(at('2026-11-20T15:00:00Z'))).toBe(0);
  });
});

describe("Montreal time, written out (no Intl on a phone's first screen)", () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (now: Date) => {
    const p = Object.fromEntries(intl.formatToParts(now).map((x) => [x.type, x.value]));
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      hour: Number(p.hour),
      minute: Number(p.minute),
      second: Number(p.second),
    };
  };

  // 5,000 instants against Intl: well under a second alone, far more on a loaded machine.
  it('agrees with Intl and the time zone database at any instant from 2020 to 2050', { timeout: 60_000 }, () => {
    const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2050, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, (now) => {
        expect(montrealTime(now)).toEqual(byIntl(now));
      }),
      { numRuns: 5_000 },
    );
  });

  // About 6,000 comparisons with Intl: a second alone, far more beside a loaded machine's other tests.
  it('agrees with Intl around every change of the clocks, to the second', { timeout: 60_000 }, () => {
    for (let year = 2020; year <= 2050; year += 1) {
      for (const month of [2, 10]) {
        // Every hour of the month's first two weeks, and the seconds around 6:00 and 7:00 UTC.
        for (let day = 1; day <= 14; day += 1) {
          for (let hour = 0; hour < 24; hour += 1) {
            for (const second of hour === 6 || hour === 7 ? [-1, 0, 1] : [0]) {
              const now = new Date(Date.UTC(year, month, day, hour, 0, second));
              expect(montrealTime(now), now.toISOString()).toEqual(byIntl(now));
            }
          }
        }
      }
    }
  });
});

describe('closed days (issue 38, item 3)', () => {
  // Friday 2026-12-25 and Saturday 2026-12-26 closed; Sunday 27 never a delivery day.
  const closed = new Set(['2026-12-25', '2026-12-26']);
  it('moves the earliest day past closed days and Sundays, and shuts the same day', () => {
    const christmasMorning = at('2026-12-25T13:00:00Z'); // 08:00 in Montreal
    expect(sameDayOpen(christmasMorning)).toBe(true);
    expect(sameDayOpen(christmasMorning, closed)).toBe(false);
    expect(msUntilCutoff(christmasMorning, closed)).toBe(0);
    expect(earliestDeliveryDate(christmasMorning, closed)).toBe('2026-12-28');
    expect(earliestDeliveryDate(at('2026-12-24T16:00:00Z'), closed)).toBe('2026-12-28');
  });
  it('refuses a closed day that would otherwise be allowed', () => {
    const now = at('2026-12-20T13:00:00Z');
    expect(isDeliveryDateAllowed('2026-12-26', now)).toBe(true);
    expect(isDeliveryDateAllowed('2026-12-26', now, closed)).toBe(false);
    expect(isDeliveryDateAllowed('2026-12-28', now, closed)).toBe(true);
    expect(beforeDeliveryCutoff('2026-12-28', at('2026-12-24T16:00:00Z'), closed)).toBe(true);
  });
  it('finds the nearest open day either way', () => {
    expect(nearestDeliveryDay('2026-12-25', closed)).toBe('2026-12-28');
    expect(nearestDeliveryDay('2026-12-26', closed, -1)).toBe('2026-12-24');
    expect(nearestDeliveryDay('2026-12-24', closed)).toBe('2026-12-24');
  });
});
