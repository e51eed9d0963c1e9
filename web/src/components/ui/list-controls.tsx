import type { KeyboardEvent, ReactNode } from 'react';

/** The search box above a server-paginated list; its label is for screen readers only. */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className="flex items-center gap-2">
      <span className="sr-only">{props.label}</span>
      <input
        type="search"
        className={`input ${props.className ?? 'lg:w-80'}`}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/**
 * One filter of a list as a row of tabs (status, state…), the chosen one highlighted. As tabs
 * go, one stop of the Tab key (the chosen one), and the arrows, Home and End move along the row
 * and choose.
 */
export function FilterTabs<T extends string>(props: {
  label: string;
  options: readonly T[];
  selected: (option: T) => boolean;
  onSelect: (option: T) => void;
  children: (option: T) => ReactNode;
}) {
  const chosen = Math.max(0, props.options.findIndex(props.selected));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = props.options.length - 1;
    const next = {
      ArrowRight: chosen + 1 > last ? 0 : chosen + 1,
      ArrowDown: chosen + 1 > last ? 0 : chosen + 1,
      ArrowLeft: chosen - 1 < 0 ? last : chosen - 1,
      ArrowUp: chosen - 1 < 0 ? last : chosen - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    props.onSelect(props.options[next]!);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
      {props.options.map((option, index) => {
        const selected = props.selected(option);
        return (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={index === chosen ? 0 : -1}
            onClick={() => props.onSelect(option)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ${selected ? 'bg-leaf-800 text-white' : 'bg-white text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'}`}
          >
            {props.children(option)}
          </button>
        );
      })}
    </div>
  );
}

/** A date filter of a list (a delivery date from or to): emptying it clears the filter (null). */
export function DateFilter(props: { label: string; value: string; onChange: (value: string | null) => void }) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-leaf-900">{props.label}</span>
      <input
        type="date"
        className="input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value || null)}
      />
    </label>
  );
}
