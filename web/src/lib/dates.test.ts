import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTime } from './dates';

const intl = (language: 'en' | 'fr', options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', options).format(date);

describe('dates', () => {
  it('formats each kind in each language with its own formatter, however the calls interleave', () => {
    const at = '2026-07-01T21:30:00Z';
    for (let round = 0; round < 2; round += 1) {
      for (const language of ['en', 'fr'] as const) {
        expect(formatDay('2026-11-03', language)).toBe(
          intl(language, { dateStyle: 'medium', timeZone: 'UTC' }, new Date('2026-11-03T12:00:00Z')),
        );
        expect(formatTime(at, language)).toBe(
          intl(language, { timeStyle: 'short', timeZone: 'America/Toronto' }, new Date(at)),
        );
        expect(formatDateTime(at, language)).toBe(
          intl(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }, new Date(at)),
        );
      }
    }
  });

  it('writes a business day as Intl does, for any day from 1990 to 2100', () => {
    const days = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom('en' as const, 'fr' as const), (day, language) => {
        expect(formatDay(day, language)).toBe(
          intl(language, { dateStyle: 'medium', timeZone: 'UTC' }, new Date(`${day}T12:00:00Z`)),
        );
      }),
      { numRuns: 3_000 },
    );
  });

  it('shows a business day as that day, and an instant in Montreal time', () => {
    expect(formatDay('2026-01-01', 'en')).toContain('2026');
    expect(formatDay('2026-01-01', 'en')).toContain('1');
    // 01:30 UTC on 2 July is 21:30 on 1 July in Montreal (UTC-4 in summer).
    expect(formatDateTime('2026-07-02T01:30:00Z', 'en')).toMatch(/Jul 1, 2026/);
    expect(formatTime('2026-07-02T01:30:00Z', 'fr')).toMatch(/21 h 30/);
  });
});
