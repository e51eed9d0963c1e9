import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { copiesAsOf, subscribeCopies } from '@/pwa/offline-copy';

/**
 * "Prices and stock as of 6:12 a.m." (issue 41): the shop shows the copies the phone kept, the
 * server not answering; gone once it answers again.
 */
export function CopiesNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const at = useSyncExternalStore(subscribeCopies, copiesAsOf, () => null);
  if (!at) return null;
  return (
    <p role="status" className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 font-semibold text-yellow-900">
      {t('shop.offline.asOf', { time: formatTime(at, language) })}
      <span className="block font-normal">{t('shop.offline.asOfHint')}</span>
    </p>
  );
}
