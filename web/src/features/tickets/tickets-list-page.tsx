import { useTranslation } from 'react-i18next';
import type { OrderListItem, OrderListQuery } from '@shop/contract';
import { DELIVERY_METHODS, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from '@shop/contract/orders';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { usePageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/ui/list-controls';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
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

function TicketRow({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const cell = 'px-3 py-2';
  return (
    <tr>
      <td className={cell}>
        <LangLink
          to={paths.admin.ticketView(order.id)}
          className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {order.number}
        </LangLink>
        <span className="block text-xs text-gray-700">{t('tickets.lineCount', { count: order.line_count })}</span>
      </td>
      <td className={cell}>{order.customer_name}</td>
      <td className={cell}>{label('orderSource', order.source)}</td>
      <td className={cell}>{label('orderType', order.type)}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatDay(order.delivery_date, language)}</td>
      <td className={cell}>
        {order.delivery_method === 'delivery' && order.delivery_zone
          ? label('zone', order.delivery_zone)
          : label('deliveryMethod', order.delivery_method)}
      </td>
      <td className={cell}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
        {formatMoney(order.total_cents, language)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{order.invoice_number ?? '—'}</td>
    </tr>
  );
}

const COLUMNS = [
  'number',
  'customer',
  'source',
  'type',
  'deliveryDate',
  'delivery',
  'status',
  'total',
  'invoice',
] as const;

/** /admin/tickets: every order, server-paginated, filtered and searched from the address. */
export default function TicketsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('tickets.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const filters = listQuery(params);
  const list = useTicketList({ page, limit: LIMIT, ...filters, ...(debounced ? { search: debounced } : {}) });
  const data = list.data;
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

      <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={list.isFetching}>
        <table className="w-full min-w-[960px] text-sm">
          <caption className="sr-only">{t('tickets.title')}</caption>
          <thead className="bg-leaf-50 text-leaf-900">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${c === 'total' ? 'text-right' : 'text-left'}`}
                >
                  {t(`tickets.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {data?.orders.map((order) => (
              <TicketRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
        <ListStatus query={list} isEmpty={data?.orders.length === 0} emptyText={t('tickets.empty')} />
      </div>
      {data && (
        <div className="mt-4">
          <Pagination
            page={page}
            limit={LIMIT}
            total={data.pagination.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </div>
      )}
    </section>
  );
}
