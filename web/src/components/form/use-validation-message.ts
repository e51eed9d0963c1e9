import { useTranslation } from 'react-i18next';

/**
 * Turns a schema message (a key of the contract's validation messages, e.g. 'contactEmail')
 * into the reader's language; `field` is the label that '{{field}} is required.' names. With no
 * label, a French message that names it first ("{{field}} : ce champ est requis.") says what is
 * wrong alone ("Ce champ est requis.").
 */
export function useValidationMessage() {
  const { t } = useTranslation();
  // A message that is no key (the server's own words) is shown as it is.
  return (message: string | undefined, field = ''): string | undefined => {
    if (!message) return undefined;
    const text = t(`validation.${message}`, { field, defaultValue: message });
    return field ? text : text.replace(/^\s*:\s*(\p{L})/u, (_, first: string) => first.toUpperCase());
  };
}
