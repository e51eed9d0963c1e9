import { useTranslation } from 'react-i18next';
import type { DesignCenterQuery, ProductTotal } from '@shop/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useDesignCenterTotals } from '../api/design-center-items';
import { useLabels } from '@/lib/use-labels';

/**
 * What to pull from the cooler: each product's quantity across the filtered orders, a row per
 * pack it was sold in, with what the product needs in all in its base unit.
 */
export function ProductTotalsPanel({ query }: { query: Omit<DesignCenterQuery, 'page' | 'limit'> }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const totals = useDesignCenterTotals(query);
  // A product sold in several packs has a row per pack: each says what the product needs in all.
  const inAll = (p: ProductTotal) =>
    p.pack_units !== 1 ||
    p.unit !== p.base_unit ||
    p.stems_per_unit !== p.base_stems_per_unit ||
    (totals.data ?? []).filter((o) => o.product_id === p.product_id).length > 1;
  const columns: DataColumn<ProductTotal>[] = [
    {
      id: 'product',
      header: t('designCenter.totals.product'),
      rowHeader: true,
      cellClassName: 'font-normal break-words',
      cell: (p) => (
        <>
          {p.name}
          <span className="block text-xs text-gray-700">{unitSize(p.unit, p.stems_per_unit)}</span>
          {inAll(p) && (
            <span className="block text-xs text-gray-700">
              {t('designCenter.totals.inAll', {
                count: p.base_quantity,
                unit: unitSize(p.base_unit, p.base_stems_per_unit),
              })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('designCenter.totals.quantity'),
      align: 'right',
      cellClassName: 'font-semibold tabular-nums',
      cell: (p) => p.quantity,
    },
    {
      id: 'done',
      header: t('designCenter.totals.done'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (p) => p.complete_quantity,
    },
    {
      id: 'orders',
      header: t('designCenter.totals.orders'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (p) => p.orders,
    },
  ];
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
      <DataTable
        className="mt-3"
        variant="plain"
        caption={t('designCenter.totals.title')}
        columns={columns}
        rows={totals.data}
        rowKey={(p) => `${p.product_id}:${p.unit}:${p.stems_per_unit}:${p.pack_units}`}
        query={totals}
        emptyText={t('designCenter.totals.empty')}
      />
    </section>
  );
}
