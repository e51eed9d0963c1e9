import { useTranslation } from 'react-i18next';
import type { MarginFigures } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/**
 * How a set of lines' figures reads: money, the margin % to one decimal ("23.4%", "23,4 %"),
 * and "not known" where no line's cost is known (never $0.00: nothing known is not free).
 */
export function useMarginText() {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const notKnown = t('margins.notKnown');
  const known = (f: MarginFigures) => f.lines > f.unknown_lines;
  return {
    money: (cents: number) => formatMoney(cents, language),
    cost: (f: MarginFigures) => (known(f) ? formatMoney(f.cost_cents, language) : notKnown),
    margin: (f: MarginFigures) => (known(f) ? formatMoney(f.margin_cents, language) : notKnown),
    percent: (f: MarginFigures) =>
      f.margin_percent === null
        ? notKnown
        : `${f.margin_percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}${language === 'fr' ? '\u00a0%' : '%'}`,
    /** "2 lines: cost not known" when some are (their sales are left out of cost and margin). */
    unknown: (f: MarginFigures) => (f.unknown_lines > 0 ? t('margins.unknownLines', { count: f.unknown_lines }) : null),
  };
}
