import { useTranslation } from 'react-i18next';
import type { DesignCenterStats as Stats } from '@shop/contract';

const KEYS = ['totalOrders', 'deliveryOrders', 'pickupOrders', 'designedOrders'] as const;

/** SPEC §3's stats for the day and the filters, and how many of those orders are designed. */
export function DesignCenterStats({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dc-stats" className="mt-4">
      <h2 id="dc-stats" className="sr-only">
        {t('designCenter.stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="dc-stats">
        {KEYS.map((key) => (
          <div key={key} className="rounded-2xl bg-white px-4 py-3 ring-1 ring-leaf-100">
            <dt className="text-xs font-semibold tracking-wide text-gray-700 uppercase">
              {t(`designCenter.stats.${key}`)}
            </dt>
            <dd className="font-serif text-2xl font-bold text-leaf-900 tabular-nums">
              {stats ? stats[key] : '–'}
              {key === 'designedOrders' && stats ? (
                <span className="text-base font-normal text-gray-700"> / {stats.totalOrders}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
