import { addDays } from '@shop/contract/delivery';

/** The periods the margins screen offers; `range` is two days typed. */
export const MARGIN_PERIODS = ['month', 'last-month', 'year', 'range'] as const;
export type MarginPeriod = (typeof MARGIN_PERIODS)[number];

/**
 * The days of a period in Montreal's calendar, both counted: this month to today, the whole
 * month before, this year to today, or the range typed (this month's
 * first day and today where one is missing).
 */
export function marginDays(
  period: MarginPeriod,
  today: string,
  range: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'month':
      return { from: firstOfMonth, to: today };
    case 'last-month': {
      const last = addDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'range':
      return { from: range.from ?? firstOfMonth, to: range.to ?? today };
  }
}
