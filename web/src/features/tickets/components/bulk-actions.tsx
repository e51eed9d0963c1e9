import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCan } from '@/lib/staff-access';
import { useLabels } from '@/lib/use-labels';
import type { BulkAction, BulkRequest } from '../api/bulk';

/**
 * What the staff can do to the selected orders of the page: move them to a status, print their
 * invoices or their packing slips in one PDF, e-mail them their invoices, export them as a
 * spreadsheet. Each asks first. Packing slips are the warehouse's papers: shown only to those
 * who may print them (the pickLists permission, as on the server); the spreadsheet to those who
 * may export (exports).
 */
export function BulkActions(props: {
  ids: number[];
  busy: boolean;
  onRun: (request: BulkRequest) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const [status, setStatus] = useState<OrderStatus>('confirmed');
  const can = useCan();
  const count = props.ids.length;
  const action = (name: BulkAction, description: string) => (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" disabled={props.busy}>
          {t(`tickets.bulk.${name}`)}
        </button>
      }
      title={t(`tickets.bulk.${name}`)}
      description={description}
      confirmLabel={t('tickets.bulk.confirm', { count })}
      onConfirm={() => props.onRun({ action: name, ids: props.ids, ...(name === 'status' ? { status } : {}) })}
    />
  );

  return (
    <div
      role="group"
      aria-label={t('tickets.bulk.label')}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-leaf-50 p-3 ring-1 ring-leaf-100"
    >
      <p className="w-full text-sm font-semibold text-leaf-900 sm:w-auto sm:self-center" aria-live="polite">
        {t('tickets.bulk.selected', { count })}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium text-leaf-900">{t('tickets.bulk.statusLabel')}</span>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label('orderStatus', s)}
              </option>
            ))}
          </select>
        </label>
        {action('status', t('tickets.bulk.statusQuestion', { count, status: label('orderStatus', status) }))}
      </div>
      {action('print', t('tickets.bulk.printQuestion', { count }))}
      {can('pickLists') && action('slips', t('tickets.bulk.slipsQuestion', { count }))}
      {action('email', t('tickets.bulk.emailQuestion', { count }))}
      {can('exports') && action('export', t('tickets.bulk.exportQuestion', { count }))}
      <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={props.onClear}>
        {t('tickets.bulk.clear')}
      </button>
    </div>
  );
}
