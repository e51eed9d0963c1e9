import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBulkResult, OrderListItem, OrderListQuery } from '@shop/contract';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { DELIVERY_METHODS, ORDER_SORTS, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from '@shop/contract/orders';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { usePageTitle } from '@/components/page-title';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
import { SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useListParams } from '@/lib/use-list-params';
import { useTicketList } from './api/tickets';
import { useBulkAction, type BulkAction, type BulkRequest } from './api/bulk';
import { BulkActions } from './components/bulk-actions';
import { BulkResults } from './components/bulk-results';
import { CustomerFilter } from './components/customer-filter';
import { TICKET_FILTER_KEYS, TicketFilters, type TicketFilterValues } from './components/ticket-filters';
import { useLabels } from '@/lib/use-labels';
import { useRememberTicketList } from './last-list';

const LIMIT = 25;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const oneOf = <T extends string>(options: readonly T[], value: string | null) => options.find((o) => o === value);

const NONE: ReadonlySet<string> = new Set();
const customerId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The address's filters and sort as the API's query; values it does not know are ignored. */
function listQuery(params: URLSearchParams): Omit<OrderListQuery, 'page' | 'limit' | 'search'> {
  const query = {
    customer_id: customerId(params.get('customer_id')),
    sort: oneOf(ORDER_SORTS, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    exclude_status: oneOf(ORDER_STATUSES, params.get('exclude_status')),
    source: oneOf(ORDER_SOURCES, params.get('source')),
    type: oneOf(ORDER_TYPES, params.get('type')),
    delivery_method: oneOf(DELIVERY_METHODS, params.get('delivery_method')),
    delivery_zone: oneOf(DELIVERY_ZONES, params.get('delivery_zone')),
    date_from: isDay(params.get('date_from')),
    date_to: isDay(params.get('date_to')),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/**
 * The orders list's columns: number (with its lines), who, where from, what, when, how, state,
 * total, invoice. Number, customer, delivery date, status and total sort (on the server).
 */
function useTicketColumns(): DataColumn<OrderListItem>[] {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  return [
    {
      id: 'number',
      header: t('tickets.columns.number'),
      sortable: true,
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
    { id: 'customer', header: t('tickets.columns.customer'), sortable: true, cell: (order) => order.customer_name },
    { id: 'source', header: t('tickets.columns.source'), cell: (order) => label('orderSource', order.source) },
    { id: 'type', header: t('tickets.columns.type'), cell: (order) => label('orderType', order.type) },
    {
      id: 'delivery_date',
      header: t('tickets.columns.deliveryDate'),
      sortable: true,
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
    {
      id: 'status',
      header: t('tickets.columns.status'),
      sortable: true,
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'total',
      header: t('tickets.columns.total'),
      sortable: true,
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

/**
 * The page's selection, for bulk actions: emptied whenever the list shows other rows (another
 * page, filter, search or sort), so that an action never reaches orders no longer in sight.
 */
function usePageSelection(listKey: string) {
  const [selection, setSelection] = useState({ key: listKey, ids: NONE });
  const selected = selection.key === listKey ? selection.ids : NONE;
  return [selected, (ids: ReadonlySet<string>) => setSelection({ key: listKey, ids })] as const;
}

/** /admin/tickets: every order, server-paginated, filtered, searched and sorted from the address. */
export default function TicketsListPage() {
  const rowLink = useRowLink((row: OrderListItem) => paths.admin.ticketView(row.id));
  const { t } = useTranslation();
  usePageTitle(t('tickets.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  useRememberTicketList(params.toString() ? `?${params.toString()}` : '');
  const filters = listQuery(params);
  const customer = customerId(params.get('customer_id'));
  const list = useTicketList({ page, limit: LIMIT, ...filters, ...(debounced ? { search: debounced } : {}) });
  const data = list.data;
  const columns = useTicketColumns();
  const values = Object.fromEntries(
    TICKET_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as TicketFilterValues;
  // SPEC §3's checkedOrders: the orders ticked on this page.
  const [checkedOrders, setCheckedOrders] = usePageSelection(params.toString());
  const bulk = useBulkAction();
  const [outcome, setOutcome] = useState<{ action: BulkAction; results: OrderBulkResult[] } | null>(null);

  // A request that failed as a whole (network, session) failed for every order.
  const failedAll = (ids: number[], message: string): OrderBulkResult[] =>
    ids.map((id) => ({ id, number: data?.orders.find((o) => o.id === id)?.number ?? null, ok: false, message }));
  const run = (request: BulkRequest) =>
    bulk.mutate(request, {
      onSuccess: (results) => {
        setOutcome({ action: request.action, results });
        // What failed stays selected, to try again once fixed.
        setCheckedOrders(new Set(results.filter((r) => !r.ok).map((r) => String(r.id))));
      },
      onError: (error) => setOutcome({ action: request.action, results: failedAll(request.ids, error.message) }),
    });

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('tickets.title')}</h1>
        <LangLink to={paths.admin.ticketCreate} className="btn btn-primary">
          {t('tickets.create')}
        </LangLink>
      </div>

      {customer !== undefined && <CustomerFilter id={customer} onClear={() => update({ customer_id: null })} />}

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

      {checkedOrders.size > 0 && (
        <BulkActions
          ids={[...checkedOrders].map(Number)}
          busy={bulk.isPending}
          onRun={run}
          onClear={() => setCheckedOrders(NONE)}
        />
      )}
      {outcome && <BulkResults {...outcome} onClose={() => setOutcome(null)} />}

      <DataTable
        rowLink={rowLink}
        className="mt-4"
        tableClassName="min-w-[960px]"
        caption={t('tickets.title')}
        columns={columns}
        rows={data?.orders}
        rowKey={(order) => order.id}
        query={list}
        emptyText={t('tickets.empty')}
        sort={{
          key: filters.sort && filters.sort !== 'created_at' ? filters.sort : null,
          order: filters.order ?? 'desc',
          onSort: (sort, order) => update({ sort, order }),
        }}
        selection={{
          selected: checkedOrders,
          onChange: setCheckedOrders,
          rowLabel: (order) => t('tickets.bulk.selectOne', { number: order.number }),
          allLabel: t('tickets.bulk.selectPage'),
        }}
        pagination={pagination(LIMIT, data?.pagination)}
      />
    </section>
  );
}
