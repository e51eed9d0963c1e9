import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { fieldAria, FieldFrame } from './field-frame';

interface BaseProps {
  label: string;
  error?: string | undefined;
  hint?: string;
}

type InputProps = BaseProps &
  InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = BaseProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled input or textarea whose error is announced and tied to it. */
export function TextField(props: InputProps | AreaProps) {
  const { label, error, hint, multiline, className = '', ...rest } = props;
  const id = useId();
  const common = { ...fieldAria(id, hint, error), className: `input ${className}` };
  return (
    <FieldFrame id={id} label={label} required={rest.required} hint={hint} error={error}>
      {multiline ? (
        <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
    </FieldFrame>
  );
}
