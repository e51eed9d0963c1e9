import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/contract';
import { label, unitSize, type LabelList, type LabelValue } from '@shop/contract/labels';

/**
 * The contract's labels (zones, statuses, units, reasons, payment methods, documents...) in the
 * reader's language, the same words the e-mails, PDFs and Excel exports use:
 * `const { label } = useLabels(); label('orderStatus', order.status)`.
 */
export function useLabels() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  return useMemo(
    () => ({
      label: <L extends LabelList>(list: L, value: LabelValue<L>) => label(list, value, language),
      /** "bunch of 25", "tige". */
      unitSize: (unit: string, stemsPerUnit: number) => unitSize(unit, stemsPerUnit, language),
    }),
    [language],
  );
}
