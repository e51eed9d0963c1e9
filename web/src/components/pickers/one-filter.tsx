import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** The one the list shows (null: every one's) and its name as picked ('' if unknown). */
  id: string | null;
  name: string;
  /** "Customer", "Product": said before the chosen one. */
  label: string;
  /** "Any customer": the button that drops the filter. */
  anyLabel: string;
  onClear: () => void;
  /** The search to choose one, shown while none is. */
  children: ReactNode;
}

/**
 * A list's filter on one customer, product…: the search until one is chosen, then its name and a
 * button back to every one's. The keyboard stays where the reader is: after a choice on the
 * button that drops it, after dropping it in the search box.
 */
export function OneFilter({ id, name, label, anyLabel, onClear, children }: Props) {
  const search = useRef<HTMLDivElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  // The focus moves when the filter changes once shown (a choice, the button), not when it first shows.
  const shown = useRef(id);
  useEffect(() => {
    if (shown.current === id) return;
    shown.current = id;
    (id ? clear.current : search.current?.querySelector('input'))?.focus();
  }, [id]);

  return id ? (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-leaf-900">{label}</span>
      <span className="rounded-full bg-leaf-100 px-3 py-1 font-semibold text-leaf-900">{name || `#${id}`}</span>
      <button ref={clear} type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={onClear}>
        {anyLabel}
      </button>
    </p>
  ) : (
    <div ref={search}>{children}</div>
  );
}
