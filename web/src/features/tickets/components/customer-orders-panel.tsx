import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@shop/contract';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useTicketList } from '../api/tickets';

const LIMIT = 10;

/**
 * A customer's orders on the staff customer page, newest first and a server page at a time,
 * with the way to the orders list narrowed to them (filters, sorts and bulk actions there).
 */
export function CustomerOrdersPanel({ customerId }: { customerId: number }) {
  const rowLink = useRowLink((row: OrderListItem) => paths.admin.ticketView(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useTicketList({ customer_id: customerId, page, limit: LIMIT });
  const columns: DataColumn<OrderListItem>[] = [
    {
      id: 'number',
      header: t('tickets.columns.number'),
      rowHeader: true,
      cell: (order) => (
        <LangLink to={paths.admin.ticketView(order.id)} className="font-semibold text-leaf-800 underline">
          {order.number}
        </LangLink>
      ),
    },
    {
      id: 'delivery_date',
      header: t('tickets.columns.deliveryDate'),
      cellClassName: 'whitespace-nowrap',
      cell: (order) => formatDay(order.delivery_date, language),
    },
    { id: 'status', header: t('tickets.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      id: 'total',
      header: t('tickets.columns.total'),
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (order) => formatMoney(order.total_cents, language),
    },
  ];

  return (
    <section aria-labelledby="customer-orders-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="customer-orders-title" className="font-serif text-xl text-leaf-900">
          {t('tickets.customerOrders.title')}
        </h2>
        <LangLink to={`${paths.admin.tickets}?customer_id=${customerId}`} className="text-sm text-leaf-800 underline">
          {t('tickets.customerOrders.all')}
        </LangLink>
      </div>
      <DataTable
        rowLink={rowLink}
        className="mt-3"
        variant="plain"
        caption={t('tickets.customerOrders.title')}
        columns={columns}
        rows={list.data?.orders}
        rowKey={(order) => order.id}
        query={list}
        emptyText={t('tickets.customerOrders.none')}
        pagination={{
          page,
          limit: LIMIT,
          total: list.data?.pagination.total ?? 0,
          capped: list.data?.pagination.capped,
          onPage: setPage,
          hideSinglePage: true,
        }}
      />
    </section>
  );
}
