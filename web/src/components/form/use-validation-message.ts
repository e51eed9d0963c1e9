import { useTranslation } from '@/i18n/use-translation';

/**
 * Turns a schema message (a key of the contract's validation messages, e.g. 'contactEmail')
 * into the reader's language; `field` is the label that '{{field}} is required.' names.
 */
export function useValidationMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined, field = ''): string | undefined => {
    if (!message) return undefined;
    const key = `validation.${message}`;
    return i18n.exists(key) ? t(key, { field }) : message;
  };
}
