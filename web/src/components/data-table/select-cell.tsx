import { useEffect, useRef } from 'react';

/**
 * A row's checkbox, or the header's for the whole page (mixed when only some rows are picked).
 * A native checkbox: Space toggles it, a screen reader says its name and state; the label
 * around it makes a 40 px target on a phone.
 */
export function SelectBox(props: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(props.mixed) && !props.checked;
  }, [props.mixed, props.checked]);
  return (
    <label className="-m-2 inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 accent-leaf-700"
        aria-label={props.label}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}
