import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';
import { useCan } from '@/lib/staff-access';
import { ReceivePaymentButton } from '@/features/customers';

/** What is paid of an order's invoice and still owed, its due date and whether it is late. */
export function TicketPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const can = useCan();
  if (order.type !== 'order' || !order.invoice_number) return null;
  const rows: [string, string][] = [
    [t('tickets.payment.status'), label('paymentStatus', order.payment_status)],
    [t('tickets.payment.paid'), formatMoney(order.paid_cents, language)],
    [t('tickets.payment.due'), formatMoney(order.balance_due_cents, language)],
    ...(order.due_on ? [[t('tickets.payment.dueOn'), formatDay(order.due_on, language)] as [string, string]] : []),
  ];
  return (
    <div data-testid="ticket-payment">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-leaf-900">{name}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {order.days_overdue > 0 && (
        <p className="mt-2 font-semibold text-red-800">{t('tickets.payment.overdue', { count: order.days_overdue })}</p>
      )}
      {can('payments.receive') && order.balance_due_cents > 0 && (
        <ReceivePaymentButton
          customerId={order.customer_id}
          orderId={order.id}
          label={t('receivePayment.take')}
          className="btn btn-secondary mt-3 min-h-9 px-4 py-1.5 text-sm"
        />
      )}
    </div>
  );
}

/** Why a web order waits (credit control), or the reason staff gave to go past it. */
export function TicketCreditHold({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  if (order.credit_override_reason)
    return (
      <p className="text-sm text-gray-800">
        {t('tickets.payment.overridden', { reason: order.credit_override_reason })}
      </p>
    );
  if (!order.credit_hold_reason || order.status !== 'pending') return null;
  return (
    <p role="status" className="rounded-lg bg-yellow-50 p-3 font-semibold text-yellow-900 ring-1 ring-yellow-200">
      {t('tickets.payment.held', { reason: label('creditHold', order.credit_hold_reason) })}
    </p>
  );
}
