import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface BaseProps {
  label: string;
  error?: string | undefined;
  hint?: string;
}

type InputProps = BaseProps &
  InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = BaseProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled input or textarea whose error is announced and tied to it (aria-describedby). */
export function TextField(props: InputProps | AreaProps) {
  const { label, error, hint, multiline, className = '', ...rest } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `input ${className}`,
  };
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
      {multiline ? (
        <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
    </div>
  );
}
