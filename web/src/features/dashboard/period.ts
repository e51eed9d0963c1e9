import { addDays } from '@shop/contract/delivery';

export const PERIODS = ['today', 'week', 'month', 'range'] as const;
export type Period = (typeof PERIODS)[number];

/** The days of a period in Montreal's calendar: today, this week from Monday, this month, or the chosen range. */
export function periodDays(
  period: Period,
  today: string,
  range: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'range':
      return { from: range.from ?? today, to: range.to ?? range.from ?? today };
  }
}
