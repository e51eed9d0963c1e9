import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import type { DataColumn } from '@/components/data-table';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useDateColumn } from './date-column';
import { useLabels } from '@/lib/use-labels';

function paymentNote(p: Payment, t: TFunction) {
  const note = p.reverses_payment_id
    ? t('customerMoney.payments.reversalOf', { id: p.reverses_payment_id })
    : p.reversed
      ? t('customerMoney.payments.reversed')
      : null;
  return [p.reference, note].filter(Boolean).join(' · ');
}

/** The payments received, newest first: date, method and reference, amount, and corrections. */
export function usePaymentColumns(): DataColumn<Payment>[] {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return [
    useDateColumn<Payment>((p) => p.received_on),
    {
      id: 'method',
      header: t('customerMoney.columns.method'),
      cell: (p) => (
        <>
          <span className="block font-medium text-leaf-900">{label('paymentMethod', p.method)}</span>
          <span className="block text-xs text-gray-700 sm:hidden">
            {[formatDay(p.received_on, language), paymentNote(p, t)].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      id: 'reference',
      header: t('customerMoney.columns.reference'),
      className: 'hidden sm:table-cell',
      cell: (p) => paymentNote(p, t),
    },
    {
      id: 'amount',
      header: t('customerMoney.columns.amount'),
      align: 'right',
      cellClassName: (p) =>
        `whitespace-nowrap tabular-nums ${p.amount_cents < 0 ? 'text-petal-800' : ''} ${p.reversed ? 'line-through' : ''}`,
      cell: (p) => formatMoney(p.amount_cents, language),
    },
  ];
}
