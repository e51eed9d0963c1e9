import { useTranslation } from 'react-i18next';
import type { DesignCenterQuery } from '@shop/contract';
import { ListStatus } from '@/components/ui/list-status';
import { useDesignCenterTotals } from '../api/design-center-items';
import { useLabels } from '@/lib/use-labels';

/** What to pull from the cooler: each product's quantity across the filtered orders. */
export function ProductTotalsPanel({ query }: { query: Omit<DesignCenterQuery, 'page' | 'limit'> }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const totals = useDesignCenterTotals(query);
  const rows = totals.data ?? [];
  return (
    <section
      aria-labelledby="dc-totals"
      className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100"
      aria-busy={totals.isFetching}
      data-testid="dc-totals"
    >
      <h2 id="dc-totals" className="font-serif text-xl font-bold text-leaf-900">
        {t('designCenter.totals.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('designCenter.totals.lead')}</p>
      {rows.length > 0 && (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t('designCenter.totals.title')}</caption>
          <thead className="text-leaf-900">
            <tr className="border-b border-leaf-100">
              <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
                {t('designCenter.totals.product')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('designCenter.totals.quantity')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('designCenter.totals.done')}
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                {t('designCenter.totals.orders')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {rows.map((p) => (
              <tr key={p.product_id}>
                <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words">
                  {p.name}
                  <span className="block text-xs text-gray-700">{unitSize(p.unit, p.stems_per_unit)}</span>
                </th>
                <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{p.quantity}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{p.complete_quantity}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{p.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListStatus query={totals} isEmpty={rows.length === 0} emptyText={t('designCenter.totals.empty')} />
    </section>
  );
}
