import { useTranslation } from 'react-i18next';
import type { MarginFigures } from '@shop/contract';
import { useMarginText } from './figures';

/** The period's totals: sales, cost, margin, margin %, and what is left out for want of a cost. */
export function MarginTotals({ totals }: { totals: MarginFigures }) {
  const { t } = useTranslation();
  const text = useMarginText();
  const unknown = text.unknown(totals);
  const figures: [string, string][] = [
    [t('margins.columns.sales'), text.money(totals.sales_cents)],
    [t('margins.columns.cost'), text.cost(totals)],
    [t('margins.columns.margin'), text.margin(totals)],
    [t('margins.columns.percent'), text.percent(totals)],
  ];
  return (
    <section aria-labelledby="margin-totals" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="margin-totals" className="font-serif text-xl text-leaf-900">
        {t('margins.totals')}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="margin-totals">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-lg font-semibold text-leaf-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {unknown && (
        <p className="mt-2 text-sm text-gray-800">
          {unknown} {t('margins.unknownTotals', { sales: text.money(totals.sales_cents - totals.costed_sales_cents) })}
        </p>
      )}
    </section>
  );
}
