import { useTranslation } from 'react-i18next';

/**
 * Turns a schema message (a key of the contract's validation messages, e.g. 'contactEmail')
 * into the reader's language; `field` is the label that '{{field}} is required.' names.
 */
export function useValidationMessage() {
  const { t } = useTranslation();
  // A message that is no key (the server's own words) is shown as it is.
  return (message: string | undefined, field = ''): string | undefined =>
    message ? t(`validation.${message}`, { field, defaultValue: message }) : undefined;
}
