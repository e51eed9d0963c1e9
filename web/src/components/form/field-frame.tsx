/** The label, hint and error around any input, tied to it by id (aria-describedby). */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-leaf-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-petal-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
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

/** The aria attributes an input inside a FieldFrame carries. */
export function fieldAria(id: string, hint?: string, error?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}
