import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { fieldAria, FieldFrame } from './field-frame';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen readers for free), with its error tied to it. */
export function SelectField({ label, error, hint, options, placeholder, className = '', ...rest }: Props) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={rest.required} hint={hint} error={error}>
      <select {...fieldAria(id, hint, error)} className={`input ${className}`} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
