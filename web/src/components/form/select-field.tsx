import { useId, type Ref, type SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen readers for free), with its error tied to it. */
export function SelectField({ label, error, options, placeholder, className = '', ...rest }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-leaf-900">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-petal-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`input ${className}`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
    </div>
  );
}
