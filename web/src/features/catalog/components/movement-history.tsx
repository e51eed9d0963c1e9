import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import type { Movement } from '@shop/contract/catalog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/dates';
import { useMovements } from '../api/inventory';
import { useLabels } from '@/lib/use-labels';

/** The ledger of one product, newest first: what moved, why, who, when, and the stock after. */
export function MovementHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useMovements(productId, page);
  const data = history.data;
  const columns: DataColumn<Movement>[] = [
    {
      id: 'when',
      header: t('inventory.history.when'),
      cellClassName: 'whitespace-nowrap',
      cell: (m) => formatDateTime(m.created_at, language),
    },
    {
      id: 'reason',
      header: t('inventory.fields.reason'),
      cell: (m) => (
        <>
          {label('stockReason', m.reason)}
          {m.note && <span className="block text-gray-700">{m.note}</span>}
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('inventory.fields.quantity'),
      align: 'right',
      cellClassName: (m) => `tabular-nums ${m.quantity < 0 ? 'text-petal-800' : 'text-leaf-800'}`,
      cell: (m) => (m.quantity > 0 ? `+${m.quantity}` : m.quantity),
    },
    {
      id: 'after',
      header: t('inventory.history.after'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (m) => m.on_hand_after,
    },
    { id: 'who', header: t('inventory.history.who'), cell: (m) => m.created_by_name },
  ];
  return (
    <DataTable
      variant="plain"
      tableClassName="min-w-[420px]"
      caption={t('inventory.history.title')}
      columns={columns}
      rows={data?.movements}
      rowKey={(m) => m.id}
      rowProps={() => ({ className: 'align-top' })}
      query={history}
      emptyText={t('inventory.history.empty')}
      pagination={data && { ...data.pagination, page, onPage: setPage }}
    />
  );
}
