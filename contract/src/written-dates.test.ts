import { describe, expect, it } from 'vitest';
import { bilingualDate, writtenDate, writtenMonth } from './written-dates.js';

describe('dates written out', () => {
  it('writes a day as each language writes it, the French first of the month as 1er', () => {
    expect(writtenDate('2026-11-28', 'fr')).toBe('28 novembre 2026');
    expect(writtenDate('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(writtenDate('2026-08-02', 'fr')).toBe('2 août 2026');
    expect(writtenDate('2026-11-28', 'en')).toBe('November 28, 2026');
    expect(writtenDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(bilingualDate('2026-11-28')).toBe('28 novembre 2026 / November 28, 2026');
  });
  it('writes a month, and gives back what is no date', () => {
    expect(writtenMonth('2026-10', 'fr')).toBe('octobre 2026');
    expect(writtenMonth('2026-10', 'en')).toBe('October 2026');
    expect(writtenDate('2026-13-01', 'fr')).toBe('2026-13-01');
    expect(writtenDate('demain', 'en')).toBe('demain');
  });
});
