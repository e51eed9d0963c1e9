import { describe, expect, it } from 'vitest';
import { earliestDeliveryDate, isDeliveryDateAllowed, montrealTime, msUntilCutoff, sameDayOpen } from './delivery.js';

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

  it('counts down to the cutoff', () => {
    expect(msUntilCutoff(at('2026-11-20T14:30:00Z'))).toBe(30 * 60 * 1000);
    expect(msUntilCutoff(at('2026-11-20T15:00:00Z'))).toBe(0);
  });
});
