import { useTranslation } from 'react-i18next';
import type { InvoiceType } from '@shop/contract/customers';
import { defaultPaymentTerms, type PaymentTerms } from '@shop/contract/receivables';
import { useLabels } from '@/lib/use-labels';

/**
 * A customer's payment terms in words. Without terms of their own they pay by the invoice
 * type's default (defaultPaymentTerms), which is named: "Net 30 days (invoice type's default)".
 */
export function usePaymentTermsTexts() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const defaultOf = (invoiceType: InvoiceType) => label('paymentTerms', defaultPaymentTerms(invoiceType));
  return {
    /** The customer's page. */
    text: (terms: PaymentTerms | null, invoiceType: InvoiceType) =>
      terms ? label('paymentTerms', terms) : t('customers.termsDefaultOf', { terms: defaultOf(invoiceType) }),
    /** The form's choice of no terms of their own: "Default (Net 30 days)". */
    defaultOption: (invoiceType: InvoiceType) => t('customers.termsDefault', { terms: defaultOf(invoiceType) }),
    /** The form's hint: what the default is for each invoice type. */
    hint: t('customers.termsHint', { perOrder: defaultOf('per_order'), monthly: defaultOf('monthly') }),
  };
}
