import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { CUSTOMER_FILTERS, CUSTOMER_SORTS, type CustomerListItem } from '@shop/contract/customers';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { FilterTabs, SearchBox } from '@/components/ui/list-controls';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { formatMoney } from '@/lib/money';
import { useCustomerList, useToggleCustomer } from './api/customers';
import { CustomerRowActions } from './components/customer-row-actions';
import { formatDay } from '@/lib/dates';
import { montrealTime } from '@shop/contract/delivery';

const LIMIT = 25;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** /admin/customers: dense, sortable, server-paginated, with search and the pending requests first-hand. */
export default function CustomersListPage() {
  const rowLink = useRowLink((row: CustomerListItem) => paths.admin.customerView(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('customers.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
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
  // Approving, rejecting and creating write customers: for those who may (customers.write).
  const can = useCan();

  const decide = (customer: CustomerListItem, approve: boolean) =>
    withToasts(
      () => toggle.mutateAsync({ id: customer.id, active: approve, type: 'approval' }),
      t('customers.errors.toggle'),
    );

  const columns: DataColumn<CustomerListItem>[] = [
    {
      id: 'businessName',
      header: t('customers.columns.business'),
      sortable: true,
      cell: (c) => (
        <>
          <LangLink
            to={paths.admin.customerView(c.id)}
            className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
          >
            {c.businessName}
          </LangLink>
          <div className="text-gray-700">{c.businessOwnerName}</div>
        </>
      ),
    },
    {
      id: 'contact',
      header: t('customers.columns.contact'),
      cell: (c) => (
        <>
          {/* Broken after the @ when the column is narrow, else anywhere rather than widen the table. */}
          <div className="wrap-anywhere">
            {c.email.split('@')[0]}@<wbr />
            {c.email.split('@').slice(1).join('@')}
          </div>
          <div className="text-gray-700">{c.phoneNumber}</div>
        </>
      ),
    },
    { id: 'city', header: t('customers.columns.city'), sortable: true, cell: (c) => c.city },
    { id: 'status', header: t('customers.columns.status'), sortable: true, cell: (c) => <StatusBadge customer={c} /> },
    {
      id: 'balance',
      header: t('customers.columns.balance'),
      sortable: true,
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (c) => formatMoney(c.balance_cents, language),
    },
    {
      id: 'created_at',
      header: t('customers.columns.since'),
      sortable: true,
      cellClassName: 'whitespace-nowrap',
      // The day in Montreal the account was made, written as the other lists write days.
      cell: (c) => formatDay(montrealTime(new Date(c.created_at)).date, language),
    },
    {
      id: 'actions',
      header: t('customers.columns.actions'),
      align: 'right',
      cell: (c) =>
        c.status !== 'pending' ? (
          <CustomerRowActions customer={c} />
        ) : can('customers.write') ? (
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-primary min-h-9 px-3 py-1 text-sm"
              disabled={toggle.isPending}
              onClick={() => void decide(c, true)}
            >
              {t('customers.approve')}
            </button>
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                  disabled={toggle.isPending}
                >
                  {t('customers.reject')}
                </button>
              }
              title={t('customers.rejectTitle', { name: c.businessName })}
              description={t('customers.rejectText')}
              confirmLabel={t('customers.reject')}
              onConfirm={() => void decide(c, false)}
            />
          </div>
        ) : (
          <CustomerRowActions customer={c} />
        ),
    },
  ];

  const data = list.data;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('customers.title')}</h1>
        {can('customers.write') && (
          <LangLink to={paths.admin.customerCreate} className="btn btn-primary">
            {t('customers.create')}
          </LangLink>
        )}
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

      <DataTable
        rowLink={rowLink}
        className="mt-4"
        tableClassName="min-w-[760px]"
        caption={t('customers.title')}
        columns={columns}
        rows={data?.customers}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ className: c.status === 'pending' ? 'bg-yellow-50' : undefined })}
        query={list}
        emptyText={t('customers.empty')}
        sort={{ key: sort, order, onSort: (key, next) => update({ sort: key, order: next, page: null }) }}
        pagination={pagination(LIMIT, data?.pagination)}
      />
    </section>
  );
}
