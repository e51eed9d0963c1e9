import { montrealTime } from '@shop/contract/delivery';
import { useListParams } from '@/lib/use-list-params';

/** Business days, both included; an absent end is open. */
export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

export const PERIOD_PRESETS = ['recent', 'year', 'all'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The first day of the month two months back: the last three calendar months. */
export function recentStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const back = new Date(Date.UTC(year, month - 1 - 2, 1));
  return back.toISOString().slice(0, 10);
}

/**
 * The period of a money page, kept in the address with the page (shareable, Back works):
 * `from`/`to` for chosen days, `period=all` for the whole history, nothing for the last three
 * months (what a florist checks most).
 */
export function usePeriod() {
  const { params, page, update } = useListParams();
  const today = montrealTime(new Date()).date;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const all = params.get('period') === 'all';
  const from = isDay(params.get('from'));
  const to = isDay(params.get('to'));
  const chosen = from !== undefined || to !== undefined;
  const period: Period = all ? {} : chosen ? { from, to } : { from: recentStart(today) };
  const preset: PeriodPreset | null = all
    ? 'all'
    : !chosen
      ? 'recent'
      : from === yearStart && to === undefined
        ? 'year'
        : null;

  const choose = (next: PeriodPreset) =>
    update(
      next === 'all'
        ? { period: 'all', from: null, to: null }
        : { period: null, from: next === 'year' ? yearStart : null, to: null },
    );
  /** One end typed in: the other keeps what is shown, unless the two would cross. */
  const setEnd = (end: 'from' | 'to', day: string) => {
    const next = { from: period.from ?? null, to: period.to ?? null, [end]: isDay(day) ?? null };
    const other = end === 'from' ? 'to' : 'from';
    if (next.from && next.to && next.from > next.to) next[other] = null;
    update({ period: null, ...next });
  };

  return { period, preset, choose, setEnd, page, setPage: (p: number) => update({ page: String(p) }), today };
}
