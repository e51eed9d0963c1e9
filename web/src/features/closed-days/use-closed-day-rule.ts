import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useClosedDayMap } from './api';

/**
 * The closed days for a delivery-date field (issue 38 item 3): their dates, for the rules of
 * contract/delivery.ts, and the message a closed date gets, naming the day in the page's language.
 */
export function useClosedDayRule() {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = useClosedDayMap();
  const closedMessage = (day: string): string | null => {
    const closed = days.get(day);
    if (!closed) return null;
    return t('closedDays.closedOn', {
      date: formatDay(day, language),
      name: language === 'fr' ? closed.name_fr : closed.name_en,
    });
  };
  return { closed: new Set(days.keys()) as ReadonlySet<string>, closedMessage };
}
