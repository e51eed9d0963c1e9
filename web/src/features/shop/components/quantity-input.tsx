import { useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number;
  onValue: (quantity: number) => void;
};

/**
 * A whole quantity of at least 1. The typed text is kept while it is being edited, so that
 * clearing the field to type another number does not snap back to 1 under the cursor.
 */
export function QuantityInput({ value, onValue, className = '', onBlur, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      className={`input ${className}`}
      value={draft ?? String(value)}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = Number(e.target.value);
        if (Number.isInteger(n) && n >= 1) onValue(n);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
