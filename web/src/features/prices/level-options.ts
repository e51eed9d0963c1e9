import { useLanguage } from '@/lib/language';
import { usePriceLevels } from './api';
import { percentText } from './percent';

/** The price levels as a select's options: "Volume (−8%)" (the customer form and the prices panel). */
export function usePriceLevelOptions(): { value: string; label: string }[] | undefined {
  const language = useLanguage();
  const levels = usePriceLevels();
  return levels.data?.map((l) => ({
    value: String(l.id),
    label: `${language === 'fr' ? l.name_fr : l.name_en} (${percentText(l.percent_off, language)})`,
  }));
}
