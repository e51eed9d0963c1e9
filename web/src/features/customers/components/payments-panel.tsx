import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  type Payment,
  type PaymentChannel,
  type PaymentMethod,
} from '@shop/contract/payments';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { formatDay } from '@/lib/dates';
import { formatMoney, parseAmount } from '@/lib/money';
import { usePayments } from '@/api/payments';
import { useReceivePayment, useReversePayment } from '../api/payments';
import { ReallocatePayment } from './reallocate-payment';
import { useLabels } from '@/lib/use-labels';

function ReceivePaymentForm({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const receive = useReceivePayment();
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = parseAmount(String(form.get('amount') ?? ''));
    if (amount === null) return setError(t('customers.payments.badAmount'));
    setError(undefined);
    const reference = String(form.get('reference') ?? '').trim();
    const receivedOn = String(form.get('received_on') ?? '');
    const receipt = await withToasts(
      () =>
        receive.mutateAsync({
          customer_id: customerId,
          amount_cents: amount,
          method: form.get('method') as PaymentMethod,
          channel: form.get('channel') as PaymentChannel,
          ...(reference ? { reference } : {}),
          ...(receivedOn ? { received_on: receivedOn } : {}),
        }),
      t('customers.errors.receivePayment'),
      (reply) => reply.data.message,
    );
    if (receipt) onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('customers.payments.amount')}
        name="amount"
        inputMode="decimal"
        required
        error={error}
        data-autofocus
      />
      <SelectField
        label={t('customers.payments.method')}
        name="method"
        required
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: label('paymentMethod', m) }))}
      />
      <SelectField
        label={t('householdPayments.receivedWhere')}
        name="channel"
        required
        defaultValue={DEFAULT_PAYMENT_CHANNEL}
        options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: label('paymentChannel', c) }))}
      />
      <TextField label={t('customers.payments.reference')} name="reference" maxLength={100} />
      <TextField label={t('customers.payments.receivedOn')} name="received_on" type="date" />
      <button type="submit" className="btn btn-primary w-full" disabled={receive.isPending}>
        {t('customers.payments.record')}
      </button>
    </form>
  );
}

/** The customer's payments, the Receive payment dialog, and corrections by reversal. */
export function PaymentsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
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
        ) : p.reverses_payment_id === null ? (
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
        <button type="button" className="btn btn-primary min-h-9 px-4 py-1.5 text-sm" onClick={() => setOpen(true)}>
          {t('customers.payments.receive')}
        </button>
      </div>
      <Modal open={open} onOpenChange={setOpen} title={t('customers.payments.receive')}>
        <ReceivePaymentForm customerId={customerId} onDone={() => setOpen(false)} />
      </Modal>
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
