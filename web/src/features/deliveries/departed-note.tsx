import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** "On the road since 08:14": the run left the warehouse (its customers were told). */
export function DepartedNote({ at, className }: { at: string; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <p className={className}>{t('deliveries.departed', { time: formatTime(at, language) })}</p>;
}
