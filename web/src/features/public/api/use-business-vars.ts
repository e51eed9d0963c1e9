import { DELIVERY_FEES_CENTS } from '@shop/contract/constants';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useSiteInfo } from '@/api/site';

/**
 * The values the public texts interpolate: contact details from the server's settings and
 * delivery fees from the contract, so that no page writes them twice.
 */
export function useBusinessVars() {
  const language = useLanguage();
  const business = useSiteInfo().data?.business;
  return {
    businessName: business?.name ?? '',
    address: business?.address ?? '',
    phone: business?.phone ?? '',
    fax: business?.fax ?? '',
    email: business?.email ?? '',
    feeVilleSaintLaurent: formatMoney(DELIVERY_FEES_CENTS['ville-saint-laurent'], language),
    feeMontrealLaval: formatMoney(DELIVERY_FEES_CENTS['montreal-laval'], language),
    feeNorthSouthShore: formatMoney(DELIVERY_FEES_CENTS['north-south-shore'], language),
  };
}
