import { FilterTabs } from './list-controls';

/** A day as the address gives it (YYYY-MM-DD), else undefined. */
export const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

type Update = (changes: Record<string, string | null>) => void;

/**
 * A report's period, kept in the address (the dashboard, the margins): the periods offered as
 * tabs, and the two days of `range` typed. `fallback` is the period the address leaves out.
 */
export function PeriodPicker<P extends string>(props: {
  label: string;
  periods: readonly P[];
  period: P;
  fallback: P;
  days: { from: string; to: string };
  update: Update;
  periodText: (period: P) => string;
  dayText: (key: 'from' | 'to') => string;
}) {
  const { period, days, update } = props;
  return (
    <>
      <FilterTabs
        label={props.label}
        options={props.periods}
        selected={(p) => p === period}
        onSelect={(p) =>
          update({ period: p === props.fallback ? null : p, ...(p === 'range' ? days : { from: null, to: null }) })
        }
      >
        {props.periodText}
      </FilterTabs>
      {period === 'range' && (
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          {(['from', 'to'] as const).map((key) => (
            <label key={key} className="flex flex-col text-sm font-semibold text-gray-800">
              {props.dayText(key)}
              <input
                type="date"
                className="input mt-1"
                value={days[key]}
                onChange={(e) => update({ [key]: e.target.value || null })}
              />
            </label>
          ))}
        </div>
      )}
    </>
  );
}
