import { useTranslation } from 'react-i18next';
import type { OrderListItem, OrderListQuery } from '@shop/contract';
import { DELIVERY_METHODS, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from '@shop/contract/orders';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { usePageTitle } from '@/components/page-title';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useListParams } from '@/lib/use-list-params';
import { HouseholdPaymentsButton } from '@/features/household-payments';
import { useTicketList } from './api/tickets';
import { TICKET_FILTER_KEYS, TicketFilters, type TicketFilterValues } from './components/ticket-filters';
import { useLabels } from '@/lib/use-labels';

const LIMIT = 25;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const oneOf = <T extends string>(options: readonly T[], value: string | null) => options.find((o) => o === value);

/** The address's filters as the API's query; values it does not know are ignored. */
function listQuery(params: URLSearchParams): Omit<OrderListQuery, 'page' | 'limit' | 'search'> {
  const query = {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    source: oneOf(ORDER_SOURCES, params.get('source')),
    type: oneOf(ORDER_TYPES, params.get('type')),
    delivery_method: oneOf(DELIVERY_METHODS, params.get('delivery_method')),
    date_from: isDay(params.get('date_from')),
    date_to: isDay(params.get('date_to')),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/** The orders list's columns: number (with its lines), who, where from, what, when, how, state, total, invoice. */
function useTicketColumns(): DataColumn<OrderListItem>[] {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return [
    {
      id: 'number',
      header: t('tickets.columns.number'),
      cell: (order) => (
        <>
          <LangLink
            to={paths.admin.ticketView(order.id)}
            className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
          >
            {order.number}
          </LangLink>
          <span className="block text-xs text-gray-700">{t('tickets.lineCount', { count: order.line_count })}</span>
        </>
      ),
    },
    { id: 'customer', header: t('tickets.columns.customer'), cell: (order) => order.customer_name },
    { id: 'source', header: t('tickets.columns.source'), cell: (order) => label('orderSource', order.source) },
    { id: 'type', header: t('tickets.columns.type'), cell: (order) => label('orderType', order.type) },
    {
      id: 'deliveryDate',
      header: t('tickets.columns.deliveryDate'),
      cellClassName: 'whitespace-nowrap',
      cell: (order) => formatDay(order.delivery_date, language),
    },
    {
      id: 'delivery',
      header: t('tickets.columns.delivery'),
      cell: (order) =>
        order.delivery_method === 'delivery' && order.delivery_zone
          ? label('zone', order.delivery_zone)
          : label('deliveryMethod', order.delivery_method),
    },
    { id: 'status', header: t('tickets.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      id: 'total',
      header: t('tickets.columns.total'),
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (order) => formatMoney(order.total_cents, language),
    },
    {
      id: 'invoice',
      header: t('tickets.columns.invoice'),
      cellClassName: 'whitespace-nowrap',
      cell: (order) => order.invoice_number ?? '—',
    },
  ];
}

/** /admin/tickets: every order, server-paginated, filtered and searched from the address. */
export default function TicketsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('tickets.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const filters = listQuery(params);
  const list = useTicketList({ page, limit: LIMIT, ...filters, ...(debounced ? { search: debounced } : {}) });
  const data = list.data;
  const columns = useTicketColumns();
  const values = Object.fromEntries(
    TICKET_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as TicketFilterValues;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('tickets.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <HouseholdPaymentsButton />
          <LangLink to={paths.admin.ticketCreate} className="btn btn-primary">
            {t('tickets.create')}
          </LangLink>
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <TicketFilters values={values} onChange={update} />
        <SearchBox
          label={t('tickets.search')}
          placeholder={t('tickets.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="w-full lg:w-72"
        />
      </div>

      <DataTable
        className="mt-4"
        tableClassName="min-w-[960px]"
        caption={t('tickets.title')}
        columns={columns}
        rows={data?.orders}
        rowKey={(order) => order.id}
        query={list}
        emptyText={t('tickets.empty')}
        pagination={pagination(LIMIT, data?.pagination.total)}
      />
    </section>
  );
}
