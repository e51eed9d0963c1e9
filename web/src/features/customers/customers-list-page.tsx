import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { CUSTOMER_FILTERS, CUSTOMER_SORTS, type CustomerListItem } from '@shop/contract/customers';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { FilterTabs, SearchBox } from '@/components/ui/list-controls';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { formatMoney } from '@/lib/money';
import { useCustomerList, useToggleCustomer } from './api/customers';
import { CustomerRowActions } from './components/customer-row-actions';

type Sort = (typeof CUSTOMER_SORTS)[number];
const LIMIT = 25;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** /admin/customers: dense, sortable, server-paginated, with search and the pending requests first-hand. */
export default function CustomersListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('customers.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const filter = pick(params.get('filter'), CUSTOMER_FILTERS, 'all');
  const sort = pick(params.get('sort'), CUSTOMER_SORTS, 'created_at');
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';

  const list = useCustomerList({
    filter,
    sort,
    order,
    page,
    limit: LIMIT,
    ...(debounced ? { search: debounced } : {}),
  });
  const toggle = useToggleCustomer();

  const decide = (customer: CustomerListItem, approve: boolean) =>
    withToasts(
      () => toggle.mutateAsync({ id: customer.id, active: approve, type: 'approval' }),
      t('customers.errors.toggle'),
    );

  const sortHeader = (key: Sort, label: string) => {
    const active = sort === key;
    return (
      <th
        scope="col"
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
        className="px-3 py-2 text-left font-semibold"
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 hover:underline"
          onClick={() => update({ sort: key, order: active && order === 'asc' ? 'desc' : 'asc', page: null })}
        >
          {label}
          <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  const data = list.data;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('customers.title')}</h1>
        <LangLink to={paths.admin.customerCreate} className="btn btn-primary">
          {t('customers.create')}
        </LangLink>
      </div>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t('customers.filterLabel')}
          options={CUSTOMER_FILTERS}
          selected={(f) => filter === f}
          onSelect={(f) => update({ filter: f === 'all' ? null : f })}
        >
          {(f) => (
            <>
              {t(`customers.filters.${f}`)}
              {f === 'pending' && data && data.pendingCount > 0 && (
                <span className="ml-1.5 rounded-full bg-petal-700 px-1.5 text-xs text-white">{data.pendingCount}</span>
              )}
            </>
          )}
        </FilterTabs>
        <SearchBox
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>

      <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={list.isFetching}>
        <table className="w-full min-w-[760px] text-sm">
          <caption className="sr-only">{t('customers.title')}</caption>
          <thead className="bg-leaf-50 text-leaf-900">
            <tr>
              {sortHeader('businessName', t('customers.columns.business'))}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('customers.columns.contact')}
              </th>
              {sortHeader('city', t('customers.columns.city'))}
              {sortHeader('status', t('customers.columns.status'))}
              {sortHeader('balance', t('customers.columns.balance'))}
              {sortHeader('created_at', t('customers.columns.since'))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('customers.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {data?.customers.map((c) => (
              <tr key={c.id} className={c.status === 'pending' ? 'bg-yellow-50' : undefined}>
                <td className="px-3 py-2">
                  <LangLink
                    to={paths.admin.customerView(c.id)}
                    className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
                  >
                    {c.businessName}
                  </LangLink>
                  <div className="text-gray-700">{c.businessOwnerName}</div>
                </td>
                <td className="px-3 py-2">
                  <div className="break-all">{c.email}</div>
                  <div className="text-gray-700">{c.phoneNumber}</div>
                </td>
                <td className="px-3 py-2">{c.city}</td>
                <td className="px-3 py-2">
                  <StatusBadge customer={c} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(c.balance_cents, language)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{c.created_at.slice(0, 10)}</td>
                <td className="px-3 py-2">
                  {c.status === 'pending' ? (
                    <div className="flex justify-end gap-2">
                      <button
                        type="button"
                        className="btn btn-primary min-h-9 px-3 py-1 text-sm"
                        onClick={() => void decide(c, true)}
                      >
                        {t('customers.approve')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => void decide(c, false)}
                      >
                        {t('customers.reject')}
                      </button>
                    </div>
                  ) : (
                    <CustomerRowActions customer={c} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListStatus query={list} isEmpty={data?.customers.length === 0} emptyText={t('customers.empty')} />
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
