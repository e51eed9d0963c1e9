import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { Pagination } from '@/components/ui/pagination';
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
  return (
    <div aria-busy={history.isFetching}>
      {history.isError && (
        <p role="alert" className="text-petal-800">
          {history.error.message}
        </p>
      )}
      {data && data.movements.length === 0 && <p className="text-gray-700">{t('inventory.history.empty')}</p>}
      {data && data.movements.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[420px] text-sm">
            <caption className="sr-only">{t('inventory.history.title')}</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  {t('inventory.history.when')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('inventory.fields.reason')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('inventory.fields.quantity')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('inventory.history.after')}
                </th>
                <th scope="col" className="py-1">
                  {t('inventory.history.who')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.movements.map((m) => (
                <tr key={m.id} className="border-t border-leaf-100 align-top">
                  <td className="py-1 pr-2 whitespace-nowrap">{formatDateTime(m.created_at, language)}</td>
                  <td className="py-1 pr-2">
                    {label('stockReason', m.reason)}
                    {m.note && <span className="block text-gray-700">{m.note}</span>}
                  </td>
                  <td
                    className={`py-1 pr-2 text-right tabular-nums ${m.quantity < 0 ? 'text-petal-800' : 'text-leaf-800'}`}
                  >
                    {m.quantity > 0 ? `+${m.quantity}` : m.quantity}
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">{m.on_hand_after}</td>
                  <td className="py-1">{m.created_by_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <div className="mt-3">
          <Pagination page={page} limit={data.pagination.limit} total={data.pagination.total} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
