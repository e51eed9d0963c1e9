import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { CreditNoteLinks } from '@/components/orders/credit-notes';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTotals } from '@/components/orders/order-totals';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useTicket } from './api/tickets';
import { CreditLimitWarning } from './components/credit-limit-warning';
import { TicketCreditHold, TicketPayment } from './components/ticket-payment';
import { TicketActions } from './components/ticket-actions';
import { TicketDocuments } from './components/ticket-documents';
import { TicketLinesTable } from './components/ticket-lines-table';
import { useLabels } from '@/lib/use-labels';
import { OrderBackOrderFills } from '@/features/back-orders';
import { HistoryPanel } from '@/components/history-panel';
import { DeliveryProofView } from '@/features/deliveries';
import { ticketListPath } from './last-list';
import { OrderAddress } from '@/components/delivery-addresses';
import { carriesCost, CostAndMargin } from '@/components/cost-and-margin';

function TicketFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const delivery =
    order.delivery_method === 'delivery' && order.delivery_zone
      ? `${label('deliveryMethod', 'delivery')} · ${label('zone', order.delivery_zone)}`
      : label('deliveryMethod', order.delivery_method);
  const rows: [string, React.ReactNode][] = [
    [
      t('tickets.view.customer'),
      <LangLink to={paths.admin.customerView(order.customer_id)} className="text-leaf-800 underline">
        {order.customer_name}
      </LangLink>,
    ],
    [t('tickets.view.delivery'), `${formatDay(order.delivery_date, language)} · ${delivery}`],
    [
      t('deliveryAddresses.orderTitle'),
      order.delivery_method === 'delivery' && order.type !== 'refund' && <OrderAddress orderId={order.id} />,
    ],
    [t('tickets.view.sourceType'), `${label('orderSource', order.source)} · ${label('orderType', order.type)}`],
    [
      order.type === 'refund' ? t('tickets.view.creditNote') : t('tickets.view.invoice'),
      order.invoice_number ?? t('tickets.view.noInvoice'),
    ],
    [t('tickets.view.poNumber'), order.po_number],
    // The owner and the office only: the server gives no cost to other readers.
    [t('margins.costLabel'), carriesCost(order) && <CostAndMargin figures={order} />],
    [
      t('tickets.view.parent'),
      order.parent_order_id && (
        <LangLink to={paths.admin.ticketView(order.parent_order_id)} className="text-leaf-800 underline">
          {t('tickets.view.parentLink')}
        </LangLink>
      ),
    ],
    [
      t('orders.creditNotes'),
      order.credit_notes.length > 0 && <CreditNoteLinks notes={order.credit_notes} pathOf={paths.admin.ticketView} />,
    ],
    [t('tickets.view.notes'), order.notes && <span className="whitespace-pre-line">{order.notes}</span>],
    [
      t('tickets.view.signature'),
      order.delivery_method === 'delivery' && order.delivered_at && (
        <DeliveryProofView orderId={order.id} deliveredAt={order.delivered_at} />
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-leaf-900">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** /admin/tickets/view/{id}: one order, its lines and totals, and what staff can do with it. */
export default function TicketViewPage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const ticket = useTicket(Number(useParams().id));
  usePageTitle(ticket.data ? `${t('orders.fields.number')} ${ticket.data.number}` : t('tickets.title'));
  if (!ticket.data) return <QueryStatus query={ticket} />;
  const order = ticket.data;
  const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';

  return (
    <div className="space-y-6">
      <div>
        <nav aria-label={t('tickets.breadcrumb')} className="text-sm">
          <LangLink to={ticketListPath()} className="text-leaf-800 underline">
            {t('tickets.title')}
          </LangLink>
        </nav>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 font-serif text-3xl font-bold text-leaf-900">
          {label('orderType', order.type)} {order.number} <OrderStatusBadge status={order.status} />
        </h1>
        <div className="mt-3">
          <TicketActions order={order} />
        </div>
      </div>
      <CreditLimitWarning order={order} />
      <TicketCreditHold order={order} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="ticket-facts" className={card}>
          <h2 id="ticket-facts" className="sr-only">
            {t('tickets.view.delivery')}
          </h2>
          <TicketFacts order={order} />
        </section>
        <section aria-labelledby="ticket-totals" className={card}>
          <h2 id="ticket-totals" className="mb-3 font-serif text-xl text-leaf-900">
            {t('tickets.view.totals')}
          </h2>
          <OrderTotals totals={order} />
          <div className="mt-4">
            <TicketPayment order={order} />
          </div>
        </section>
      </div>
      {order.invoice_number && (
        <section aria-labelledby="ticket-documents" className={card}>
          <h2 id="ticket-documents" className="mb-3 font-serif text-xl text-leaf-900">
            {t('tickets.view.documents')}
          </h2>
          <TicketDocuments documents={order.documents} />
        </section>
      )}
      <section aria-labelledby="ticket-lines" className={card}>
        <h2 id="ticket-lines" className="mb-3 font-serif text-xl text-leaf-900">
          {t('tickets.view.lines')}
        </h2>
        <TicketLinesTable lines={order.lines} />
      </section>
      <OrderBackOrderFills orderId={order.id} className={card} />
      <HistoryPanel
        entity="order"
        entityId={order.id}
        lineName={(productId) => order.lines.find((l) => l.product_id === productId)?.name}
        className={card}
      />
    </div>
  );
}
