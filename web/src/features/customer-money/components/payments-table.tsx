import { useTranslation } from 'react-i18next';
import type { Payment } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

const cell = 'px-3 py-2';

/** The payments received, newest first: date, method and reference, amount, and corrections. */
export function PaymentsTable({ payments, caption }: { payments: Payment[]; caption: string }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-leaf-50 text-left text-leaf-900">
        <tr>
          <th scope="col" className={`${cell} hidden sm:table-cell`}>
            {t('customerMoney.columns.date')}
          </th>
          <th scope="col" className={cell}>
            {t('customerMoney.columns.method')}
          </th>
          <th scope="col" className={`${cell} hidden sm:table-cell`}>
            {t('customerMoney.columns.reference')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('customerMoney.columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-leaf-100">
        {payments.map((p) => {
          const note = p.reverses_payment_id
            ? t('customerMoney.payments.reversalOf', { id: p.reverses_payment_id })
            : p.reversed
              ? t('customerMoney.payments.reversed')
              : null;
          const reference = [p.reference, note].filter(Boolean).join(' · ');
          return (
            <tr key={p.id} data-testid="payment-row">
              <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>{formatDay(p.received_on, language)}</td>
              <td className={cell}>
                <span className="block font-medium text-leaf-900">{label('paymentMethod', p.method)}</span>
                <span className="block text-xs text-gray-700 sm:hidden">
                  {[formatDay(p.received_on, language), reference].filter(Boolean).join(' · ')}
                </span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{reference}</td>
              <td
                className={`${cell} text-right whitespace-nowrap tabular-nums ${p.amount_cents < 0 ? 'text-petal-800' : ''} ${p.reversed ? 'line-through' : ''}`}
              >
                {formatMoney(p.amount_cents, language)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
