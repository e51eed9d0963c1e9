import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { InvoicePayment, invoicePaymentOf } from '@/components/orders/invoice-payment';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTotals } from '@/components/orders/order-totals';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { formatDateTime, formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCustomerOrder } from './api/customer-orders';
import { InvoiceLink } from './components/invoice-link';
import { OrderAgain } from '@/features/shop';
import { OrderLines } from './components/order-lines';
import { CancelOrder } from './components/cancel-order';
import { ChangeOrder } from './components/change-order';
import { useLabels } from '@/lib/use-labels';
import { ClaimRequestLinks } from '@/features/claims';
import { CreditNoteLinks, useOrderTitle } from '@/components/orders/credit-notes';

/** /customer/tickets/view/{id}: one of the customer's orders, its invoice, and Order again. */
export default function TicketViewPage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const id = Number(useParams().id);
  const query = useCustomerOrder(id);
  const order = query.data;
  const title = useOrderTitle();
  usePageTitle(order ? title(order) : t('customerOrders.view.title'));

  if (!order)
    return (
      <section>
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('customerOrders.view.title')}</h1>
        <ListStatus query={query} isEmpty={false} emptyText="" />
      </section>
    );

  const facts: [string, React.ReactNode][] = [
    [t('orders.fields.created'), formatDateTime(order.created_at, language)],
    [t('orders.fields.deliveryDate'), formatDay(order.delivery_date, language)],
    [t('orders.fields.method'), label('deliveryMethod', order.delivery_method)],
    [t('orders.fields.zone'), order.delivery_zone ? label('zone', order.delivery_zone) : '—'],
    [t('orders.fields.poNumber'), order.po_number || '—'],
    [t('orders.fields.invoice'), order.invoice_number ?? '—'],
  ];
  if (order.parent_order_id)
    facts.push([
      t('orders.credits'),
      <LangLink to={paths.customer.ticketView(order.parent_order_id)} className="text-leaf-800 underline">
        {t('orders.openOriginal')}
      </LangLink>,
    ]);
  if (order.credit_notes.length > 0)
    facts.push([
      t('orders.creditNotes'),
      <CreditNoteLinks notes={order.credit_notes} pathOf={paths.customer.ticketView} />,
    ]);
  const payment = invoicePaymentOf(order);
  if (payment)
    facts.push(
      [t('invoicePayment.title'), <InvoicePayment payment={payment} />],
      [
        t('invoicePayment.owed'),
        <span className="tabular-nums">{formatMoney(payment.balance_due_cents, language)}</span>,
      ],
    );

  return (
    <section className="space-y-6">
      <LangLink to={paths.customer.tickets} className="text-sm font-semibold text-leaf-800 underline">
        {t('customerOrders.view.back')}
      </LangLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{title(order)}</h1>
        <OrderStatusBadge status={order.status} />
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-gray-700">{t('customerOrders.pdf')}</dt>
          <dd className="font-medium">
            <InvoiceLink order={order} />
          </dd>
        </div>
        {order.notes && (
          <div className="sm:col-span-3">
            <dt className="text-sm text-gray-700">{t('orders.fields.notes')}</dt>
            <dd className="whitespace-pre-line">{order.notes}</dd>
          </div>
        )}
      </dl>

      <ChangeOrder order={order} />
      <CancelOrder order={order} />
      <ClaimRequestLinks order={order} />
      <OrderLines lines={order.lines} />

      <div className="grid gap-6 md:grid-cols-2">
        {order.type === 'refund' ? <div /> : <OrderAgain order={order} />}
        <div className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
          <OrderTotals totals={order} />
        </div>
      </div>
    </section>
  );
}
