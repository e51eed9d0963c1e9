import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@shop/contract/payments';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePayments } from '@/api/payments';
import { useReversePayment } from '../api/payments';
import { ReallocatePayment } from './reallocate-payment';
import { ReceivePaymentButton } from './receive-payment';
import { useLabels } from '@/lib/use-labels';
import { useCan } from '@/lib/staff-access';

/**
 * The customer's payments, the Receive payment dialog, and corrections by reversal. Receiving
 * is for those who take payments (payments.receive: the counter too); re-allocating and
 * reversing one for those who manage them (payments.manage), as on the server.
 */
export function PaymentsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const can = useCan();
  const [page, setPage] = useState(1);
  const [allocating, setAllocating] = useState<Payment | null>(null);
  const payments = usePayments(customerId, page);
  const reverse = useReversePayment();

  const onReverse = (id: number) =>
    withToasts(
      () => reverse.mutateAsync(id),
      t('customers.errors.receivePayment'),
      (reply) => reply.data.message,
    );

  const data = payments.data;
  const columns: DataColumn<Payment>[] = [
    {
      id: 'receivedOn',
      header: t('customers.payments.receivedOn'),
      cellClassName: 'whitespace-nowrap',
      cell: (p) => formatDay(p.received_on, language),
    },
    {
      id: 'method',
      header: t('customers.payments.method'),
      cell: (p) => (
        <>
          {label('paymentMethod', p.method)}
          <span className="block text-xs text-gray-700">{label('paymentChannel', p.channel)}</span>
        </>
      ),
    },
    {
      id: 'reference',
      header: t('customers.payments.reference'),
      cell: (p) =>
        p.reverses_payment_id ? t('customers.payments.reversalOf', { id: p.reverses_payment_id }) : (p.reference ?? ''),
    },
    {
      id: 'amount',
      header: t('customers.payments.amount'),
      align: 'right',
      cellClassName: (p) => `tabular-nums ${p.amount_cents < 0 ? 'text-petal-800' : ''}`,
      cell: (p) => formatMoney(p.amount_cents, language),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('customers.columns.actions')}</span>,
      align: 'right',
      cell: (p) =>
        p.reversed ? (
          <span className="text-xs text-gray-700">{t('customers.payments.reversed')}</span>
        ) : p.reverses_payment_id === null && can('payments.manage') ? (
          <span className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="text-xs font-semibold text-leaf-800 underline"
              aria-label={t('allocations.open', {
                amount: formatMoney(p.amount_cents, language),
                date: formatDay(p.received_on, language),
              })}
              onClick={() => setAllocating(p)}
            >
              {t('allocations.action')}
            </button>
            <ConfirmDialog
              trigger={
                <button type="button" className="text-xs font-semibold text-petal-800 underline">
                  {t('customers.payments.reverse')}
                </button>
              }
              title={t('customers.payments.reverseTitle')}
              description={t('customers.payments.reverseText', { amount: formatMoney(p.amount_cents, language) })}
              confirmLabel={t('customers.payments.reverse')}
              onConfirm={() => void onReverse(p.id)}
            />
          </span>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="payments-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <div className="flex items-center justify-between gap-3">
        <h2 id="payments-title" className="font-serif text-xl text-leaf-900">
          {t('customers.payments.title')}
        </h2>
        {can('payments.receive') && (
          <ReceivePaymentButton customerId={customerId} label={t('customers.payments.receive')} />
        )}
      </div>
      <Modal
        open={allocating !== null}
        onOpenChange={(next) => !next && setAllocating(null)}
        title={t('allocations.title')}
        wide
      >
        {allocating && <ReallocatePayment payment={allocating} onDone={() => setAllocating(null)} />}
      </Modal>
      <DataTable
        className="mt-3"
        variant="plain"
        tableClassName="min-w-[480px]"
        caption={t('customers.payments.title')}
        columns={columns}
        rows={data?.payments}
        rowKey={(p) => p.id}
        query={payments}
        emptyText={t('customers.payments.none')}
        pagination={
          data && {
            page,
            limit: data.pagination.limit,
            total: data.pagination.total,
            onPage: setPage,
            hideSinglePage: true,
          }
        }
      />
    </section>
  );
}
