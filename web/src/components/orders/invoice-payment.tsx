import { useTranslation } from 'react-i18next';
import type { OrderPayment, PaymentStatus } from '@shop/contract';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useLabels } from '@/lib/use-labels';

const tones: Record<PaymentStatus, string> = {
  unpaid: 'bg-yellow-100 text-yellow-900',
  partial: 'bg-sky-100 text-sky-900',
  paid: 'bg-leaf-100 text-leaf-900',
};

/** What an invoice of an order owes: one issued, of an order (not a credit note) not cancelled. */
export function invoicePaymentOf<
  T extends OrderPayment & { type: string; status: string; invoice_number: string | null },
>(order: T): OrderPayment | null {
  return order.type === 'order' && order.invoice_number && order.status !== 'cancelled' ? order : null;
}

/**
 * An invoice's payment in words (never colour alone): unpaid, partly paid or paid, its due date
 * while something is owed, and how many days it is overdue.
 */
export function InvoicePayment({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="invoice-payment">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[payment.payment_status]}`}>
        {label('paymentStatus', payment.payment_status)}
      </span>
      {payment.due_on && payment.balance_due_cents > 0 && (
        <span className="text-xs text-gray-800">
          {t('invoicePayment.dueOn', { date: formatDay(payment.due_on, language) })}
        </span>
      )}
      {payment.days_overdue > 0 && (
        <span className="text-xs font-semibold text-red-800">
          {t('invoicePayment.overdue', { count: payment.days_overdue })}
        </span>
      )}
    </span>
  );
}
