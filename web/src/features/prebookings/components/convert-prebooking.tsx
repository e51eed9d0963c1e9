import { useState } from 'react';
import toast from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrebookingStockLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { DataTable, type DataColumn } from '@/components/data-table';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { Modal } from '@/components/ui/modal';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useConvertPrebooking, usePrebooking } from '../api/prebookings';
import { focusOnMount } from '@/lib/focus-on-mount';

/** Line by line: how much is asked, on hand, taken from stock, and left on back-order. */
function StockTable({ lines }: { lines: PrebookingStockLine[] }) {
  const { t } = useTranslation();
  // Four columns in a phone's dialog: tight cells, headers that wrap (bottom-aligned).
  const number = { align: 'right', headerClassName: 'align-bottom', cellClassName: 'tabular-nums' } as const;
  const columns: DataColumn<PrebookingStockLine>[] = [
    {
      id: 'product',
      header: t('prebookings.convert.product'),
      rowHeader: true,
      headerClassName: 'align-bottom',
      cellClassName: 'font-normal break-words',
      cell: (line) => line.name,
    },
    { id: 'quantity', header: t('prebookings.convert.quantity'), ...number, cell: (line) => line.quantity },
    { id: 'onHand', header: t('prebookings.convert.onHand'), ...number, cell: (line) => line.on_hand },
    {
      id: 'backOrder',
      header: t('prebookings.convert.backOrder'),
      ...number,
      cellClassName: (line) => `tabular-nums ${line.back_order > 0 ? 'font-semibold text-yellow-900' : ''}`,
      cell: (line) => line.back_order,
    },
  ];
  return (
    <DataTable
      variant="plain"
      caption={t('prebookings.convert.tableCaption')}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.product_id}
      rowProps={(line) => ({ className: line.back_order > 0 ? 'bg-yellow-50' : undefined })}
    />
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
  // Credit control held the conversion: the server's message goes on the reason it asks for.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const detail = usePrebooking(id, open);
  const convert = useConvertPrebooking();
  const stock = detail.data?.stock ?? [];
  const short = stock.filter((l) => l.back_order > 0).length;

  const onConfirm = async () => {
    setError(null);
    try {
      const reply = await convert.mutateAsync({ id, reason: reason.trim() });
      toast.success(reply.message ?? '');
      setOpen(false);
      await navigate(withLang(language, paths.admin.ticketView(id)));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('prebookings.errors.convert');
      if (err instanceof ApiError && err.field === 'credit_override_reason') setReasonError(message);
      else setError(message);
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
          setReasonError(null);
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
        {reasonError !== null && (
          <div className="mt-4">
            <TextField
              label={t('prebookings.convert.reason')}
              hint={t('prebookings.convert.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={reasonError}
              maxLength={500}
              required
              ref={focusOnMount}
            />
          </div>
        )}
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
