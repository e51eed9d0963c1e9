import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/** The change from the year before, '+12 %' (fr) or '+12%', or nothing where there was nothing before. */
function change(now: number, before: number, language: string): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return language === 'fr' ? `${sign}${Math.abs(percent)}\u00a0%` : `${sign}${Math.abs(percent)}%`;
}

/**
 * The period's sales, orders, average order, gross margin and shrink, each with the year before
 * and the change; the sales link to the orders they sum, and download as XLSX.
 */
export function KeyFigures({ d, xlsx, listTo }: { d: Dashboard; xlsx: string; listTo: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const count = (n: number) => n.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');
  const items = [
    { key: 'sales', now: d.sales_cents, before: d.compare.sales_cents, format: money },
    { key: 'orders', now: d.orders, before: d.compare.orders, format: count },
    { key: 'average', now: d.average_order_cents, before: d.compare.average_order_cents, format: money },
    { key: 'margin', now: d.margin_cents, before: d.compare.margin_cents, format: money },
    { key: 'shrink', now: d.shrink_cents, before: d.compare.shrink_cents, format: money },
  ] as const;
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-leaf-100" aria-labelledby="dashboard-key-figures">
      <h2 id="dashboard-key-figures" className="font-serif text-xl font-bold text-leaf-900">
        {t('dashboard.figures.sales')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="key-figures">
        {items.map((item) => {
          const delta = item.now === null || item.before === null ? null : change(item.now, item.before, language);
          return (
            <div key={item.key} className="min-w-0" data-figure={item.key}>
              <dt className="text-sm text-gray-700">{t(`dashboard.key.${item.key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {item.now === null ? t('dashboard.notKnownYet') : item.format(item.now)}
              </dd>
              <dd className="text-xs text-gray-700 tabular-nums">
                {t('dashboard.before', {
                  value: item.before === null ? t('dashboard.notKnownYet') : item.format(item.before),
                })}
                {delta && <span className="ml-1 font-semibold">({delta})</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      {d.margin_cents === null && <p className="mt-2 text-sm text-gray-700">{t('dashboard.marginLater')}</p>}
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        <LangLink to={listTo} className="font-semibold text-leaf-800 underline underline-offset-2">
          {t('dashboard.lists.orders')}
        </LangLink>
        <a href={xlsx} download className="font-semibold text-leaf-800 underline underline-offset-2">
          {t('dashboard.xlsx', { figure: t('dashboard.figures.sales') })}
        </a>
      </p>
    </section>
  );
}
