import { useTranslation } from 'react-i18next';
import type { Offer } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';

/** "Jun 1, 2026 – Jun 30, 2026" in the reader's language, as a pair of <time> elements. */
export function OfferPeriod({ offer }: { offer: Pick<Offer, 'starts_on' | 'ends_on'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className="whitespace-nowrap">
      {t('offers.periodFrom')} <time dateTime={offer.starts_on}>{formatDay(offer.starts_on, language)}</time>{' '}
      {t('offers.periodTo')} <time dateTime={offer.ends_on}>{formatDay(offer.ends_on, language)}</time>
    </span>
  );
}
