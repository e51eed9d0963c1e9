import { montrealTime } from '@shop/contract/delivery';

const WHOLE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Last month, 'YYYY-MM' in Montreal: the statements' month (they are sent on its next first business day). */
export function lastMonth(): string {
  const [year, month] = montrealTime(new Date()).date.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * A month field that only ever gives a whole month. The field is the browser's own
 * (uncontrolled): a cleared or half-typed month (browsers that show a text box) leaves `month`,
 * which the page's links and buttons name, as it was, and the field shows it again when left.
 */
export function MonthField({
  label,
  month,
  onMonth,
}: {
  label: string;
  month: string;
  onMonth: (month: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold text-gray-800">
      {label}
      <input
        type="month"
        className="input mt-1"
        defaultValue={month}
        onChange={(e) => WHOLE_MONTH.test(e.target.value) && onMonth(e.target.value)}
        onBlur={(e) => {
          if (!WHOLE_MONTH.test(e.target.value)) e.target.value = month;
        }}
      />
    </label>
  );
}
