import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/** The balances that frame a period: before it, at its end, and now. */
export function BalanceSummary({
  opening,
  closing,
  current,
}: {
  opening: number | undefined;
  closing: number | undefined;
  current: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: [string, number | undefined, string][] = [
    [t('customerMoney.summary.opening'), opening, 'opening-balance'],
    [t('customerMoney.summary.closing'), closing, 'closing-balance'],
    [t('customerMoney.summary.current'), current, 'current-balance'],
  ];
  return (
    <section aria-label={t('customerMoney.summary.current')}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        {facts.map(([label, cents, testId]) => (
          <div
            key={testId}
            className="flex items-baseline justify-between gap-3 rounded-2xl bg-white px-4 py-2 ring-1 ring-leaf-100 sm:block sm:p-4"
          >
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd
              className="text-lg font-bold whitespace-nowrap text-leaf-900 tabular-nums sm:mt-1 sm:text-2xl"
              data-testid={testId}
            >
              {cents === undefined ? '…' : formatMoney(cents, language)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-gray-700">{t('customerMoney.summary.hint')}</p>
    </section>
  );
}
