import { useEffect, useRef } from 'react';
import type { CustomerListItem } from '@shop/contract';
import { CustomerPicker } from './customer-picker';

interface Props {
  /** The customer the list shows (null: every customer's) and their name as picked ('' if unknown). */
  customerId: string | null;
  customerName: string;
  /** "Customer": said before the chosen one. */
  label: string;
  /** "Any customer": the button that drops the filter. */
  anyLabel: string;
  onPick: (customer: CustomerListItem) => void;
  onClear: () => void;
}

/**
 * A list's filter on one customer: the customer search until one is chosen, then their name and a
 * button back to every customer's. The keyboard stays where the reader is: after a choice on the
 * button that drops it, after dropping it in the search box.
 */
export function CustomerFilter({ customerId, customerName, label, anyLabel, onPick, onClear }: Props) {
  const search = useRef<HTMLInputElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  // Set by the reader's choice; the focus moves once the filter has changed (the address, then here).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (customerId ? clear.current : search.current)?.focus();
  }, [customerId]);

  return customerId ? (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-leaf-900">{label}</span>
      <span className="rounded-full bg-leaf-100 px-3 py-1 font-semibold text-leaf-900">
        {customerName || `#${customerId}`}
      </span>
      <button
        ref={clear}
        type="button"
        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
        onClick={() => {
          moved.current = true;
          onClear();
        }}
      >
        {anyLabel}
      </button>
    </p>
  ) : (
    <CustomerPicker
      ref={search}
      required={false}
      onPick={(c) => {
        moved.current = true;
        onPick(c);
      }}
    />
  );
}
