import { useTranslation } from 'react-i18next';
import { arrivalAgeDays, montrealTime } from '@shop/contract/delivery';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';

/** Past two weeks an arrival is said by its date rather than counted. */
const COUNTED_DAYS = 14;

/**
 * When the product's stock last arrived, in business days in Montreal (issue 36, item 5):
 * "Arrived today", "Arrived yesterday", "Arrived 3 days ago", then its date; nothing when no
 * arrival was recorded.
 */
export function Arrival({ arrivedAt, className = 'text-sm' }: { arrivedAt: string | null; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = arrivalAgeDays(arrivedAt, new Date());
  if (days === null || arrivedAt === null) return null;
  const text =
    days === 0
      ? t('shop.arrival.today')
      : days === 1
        ? t('shop.arrival.yesterday')
        : days <= COUNTED_DAYS
          ? t('shop.arrival.days', { count: days })
          : t('shop.arrival.on', { date: formatDay(montrealTime(new Date(arrivedAt)).date, language) });
  // Today's arrivals stand out (in words, never by colour alone).
  return (
    <span
      className={`${className} ${days === 0 ? 'rounded bg-leaf-50 px-1.5 font-semibold text-leaf-800' : 'text-gray-700'}`}
      data-testid="arrival"
    >
      {text}
    </span>
  );
}
