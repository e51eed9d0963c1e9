import { useTranslation } from 'react-i18next';
import type { PriceListSection } from '@shop/contract/constants';
import { livePriceListUrl } from '../api/price-lists';
import { useLanguage } from '@/lib/language';

/**
 * The section's live price list, built by the server from the catalogue when asked (current
 * prices and availability), to download as a PDF or an Excel file in the reader's language.
 */
export function LivePriceListLinks({ section, name }: { section: PriceListSection; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100"
      data-testid="live-price-list"
    >
      <p className="text-sm text-gray-700">{t('priceLists.view.live.lead')}</p>
      <div className="flex flex-wrap gap-2">
        <a className="btn btn-secondary" href={livePriceListUrl(section, 'pdf', language)} download>
          {t('priceLists.view.live.pdf')}
          <span className="sr-only"> {t('priceLists.view.live.of', { section: name })}</span>
        </a>
        <a className="btn btn-secondary" href={livePriceListUrl(section, 'xlsx', language)} download>
          {t('priceLists.view.live.xlsx')}
          <span className="sr-only"> {t('priceLists.view.live.of', { section: name })}</span>
        </a>
      </div>
    </div>
  );
}
