import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrebookingStockLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { QueryStatus } from '@/components/query-status';
import { Modal } from '@/components/ui/modal';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useConvertPrebooking, usePrebooking } from '../api/prebookings';

/** Line by line: how much is asked, on hand, taken from stock, and left on back-order. */
function StockTable({ lines }: { lines: PrebookingStockLine[] }) {
  const { t } = useTranslation();
  // Four columns in a phone's dialog: small type, tight cells, headers that wrap.
  const head = 'px-1.5 py-1.5 align-bottom font-semibold';
  const num = 'px-1.5 py-1.5 text-right tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{t('prebookings.convert.tableCaption')}</caption>
        <thead className="bg-leaf-50 text-leaf-900">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('prebookings.convert.product')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('prebookings.convert.quantity')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('prebookings.convert.onHand')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('prebookings.convert.backOrder')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-leaf-100">
          {lines.map((line) => (
            <tr key={line.product_id} className={line.back_order > 0 ? 'bg-yellow-50' : undefined}>
              <th scope="row" className="px-1.5 py-1.5 text-left font-normal break-words">
                {line.name}
              </th>
              <td className={num}>{line.quantity}</td>
              <td className={num}>{line.on_hand}</td>
              <td className={`${num} ${line.back_order > 0 ? 'font-semibold text-yellow-900' : ''}`}>
                {line.back_order}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Convert to order" (SPEC §4's update_inventory): asks first, showing what the stock can give
 * now and what would go on back-order, then converts and opens the order it became.
 */
export function ConvertPrebooking({ id, number, className }: { id: number; number: string; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detail = usePrebooking(id, open);
  const convert = useConvertPrebooking();
  const stock = detail.data?.stock ?? [];
  const short = stock.filter((l) => l.back_order > 0).length;

  const onConfirm = async () => {
    setError(null);
    try {
      const reply = await convert.mutateAsync(id);
      toast.success(reply.message ?? '');
      setOpen(false);
      await navigate(withLang(language, paths.admin.ticketView(id)));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('prebookings.errors.convert');
      setError(message);
      toast.error(message);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn-primary min-h-9 px-3 py-1 text-sm'}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('prebookings.convert.action')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('prebookings.convert.title', { number })} wide>
        <p className="text-gray-700">{t('prebookings.convert.text')}</p>
        <div className="mt-4" aria-live="polite">
          {detail.data ? (
            <>
              <StockTable lines={stock} />
              <p className={`mt-3 font-semibold ${short > 0 ? 'text-yellow-900' : 'text-leaf-800'}`}>
                {short > 0 ? t('prebookings.convert.short', { count: short }) : t('prebookings.convert.allInStock')}
              </p>
            </>
          ) : (
            <QueryStatus query={detail} />
          )}
        </div>
        {error && (
          <p role="alert" className="mt-3 text-petal-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={convert.isPending || !detail.data}
            onClick={() => void onConfirm()}
          >
            {convert.isPending ? t('prebookings.convert.working') : t('prebookings.convert.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
