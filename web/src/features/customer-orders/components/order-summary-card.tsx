import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { InvoicePayment, invoicePaymentOf } from '@/components/orders/invoice-payment';
import { useOrderTitle } from '@/components/orders/credit-notes';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { formatDateTime, formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { ClaimRequestLinks } from '@/features/claims';
import { InvoiceLink } from './invoice-link';
import { useLabels } from '@/lib/use-labels';

/** One order in the customer's lists: stacked facts that read the same on a phone and a desk. */
export function OrderSummaryCard({ order, showInvoice = false }: { order: OrderListItem; showInvoice?: boolean }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const title = useOrderTitle();
  const facts: [string, React.ReactNode][] = [
    [t('orders.fields.created'), formatDateTime(order.created_at, language)],
    [t('orders.fields.deliveryDate'), formatDay(order.delivery_date, language)],
    [
      t('orders.fields.method'),
      order.delivery_method === 'delivery' && order.delivery_zone
        ? `${label('deliveryMethod', 'delivery')} · ${label('zone', order.delivery_zone)}`
        : label('deliveryMethod', order.delivery_method),
    ],
    [t('orders.totals.total'), <strong className="tabular-nums">{formatMoney(order.total_cents, language)}</strong>],
  ];
  const payment = invoicePaymentOf(order);
  if (payment) facts.push([t('invoicePayment.title'), <InvoicePayment payment={payment} />]);
  if (showInvoice)
    facts.push(
      [t('orders.fields.invoice'), order.invoice_number ?? '—'],
      [t('customerOrders.pdf'), <InvoiceLink order={order} />],
    );
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100"
      data-testid="order-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${order.id}`} className="font-serif text-lg text-leaf-900">
          <LangLink
            to={paths.customer.ticketView(order.id)}
            className="underline underline-offset-2 hover:text-petal-800"
          >
            {title(order)}
          </LangLink>
        </h2>
        <span className="flex items-center gap-2">
          {order.type !== 'order' && <span className="text-sm text-gray-700">{label('orderType', order.type)}</span>}
          <OrderStatusBadge status={order.status} />
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 empty:hidden">
        <ClaimRequestLinks order={order} inList />
      </div>
    </article>
  );
}
