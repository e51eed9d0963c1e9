import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Added" after a press. */
export const ADDED_FOR_MS = 2000;

/** Whether the product was just added (true for a moment), and the call that says it was. */
export function useAddedFeedback(): [boolean, () => void] {
  const [added, setAdded] = useState(false);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const mark = useCallback(() => {
    window.clearTimeout(timer.current);
    setAdded(true);
    timer.current = window.setTimeout(() => setAdded(false), ADDED_FOR_MS);
  }, []);
  return [added, mark];
}

interface Props {
  name: string;
  disabled?: boolean;
  added: boolean;
  className?: string;
}

/**
 * The submit button of a product's form. Its name for screen readers stays "Add {name} to the
 * cart" (the page's status message says what was added); the eye reads "Added" for a moment.
 */
export function AddButton({ name, disabled, added, className = '' }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={`btn px-3 ${added ? 'bg-leaf-700 text-white hover:bg-leaf-800' : 'btn-primary'} ${className}`}
      disabled={disabled}
      aria-label={t('shop.addOf', { name })}
      data-added={added || undefined}
    >
      {added ? (
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12l5 5L19 7" />
          </svg>
          {t('shop.addedShort')}
        </>
      ) : (
        t('shop.add')
      )}
    </button>
  );
}
