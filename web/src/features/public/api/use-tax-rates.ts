import { DEFAULT_TAX_RATES, type TaxRates } from '@shop/contract/pricing';
import { useSiteInfo } from './get-site-info';

/** The shop's configured GST and QST (GST_RATE, QST_RATE), the same the server invoices with. */
export function useTaxRates(): TaxRates {
  return useSiteInfo().data?.taxRates ?? DEFAULT_TAX_RATES;
}
