import { useTranslation } from 'react-i18next';
import type { InvoiceType } from '@shop/contract/customers';
import { defaultPaymentTerms, type PaymentTerms } from '@shop/contract/receivables';
import { useLabels } from '@/lib/use-labels';

/**
 * A customer's payment terms in words; without terms of their own, the invoice type's default
 * named: "Default of the invoice type (Net 30 days)".
 */
export function usePaymentTermsText() {
  const { t } = useTranslation();
  const { label } = useLabels();
  return (terms: PaymentTerms | null, invoiceType: InvoiceType) =>
    terms
      ? label('paymentTerms', terms)
      : t('customers.termsDefault', { terms: label('paymentTerms', defaultPaymentTerms(invoiceType)) });
}
