import { useTranslation } from 'react-i18next';
import type { DesignCenterQuery } from '@shop/contract';
import { montrealTime } from '@shop/contract/delivery';
import { DESIGN_CENTER_FILTERS } from '@shop/contract/design-center';
import { DELIVERY_ZONES, DESIGN_CENTER_PAGE } from '@shop/contract/constants';
import { DELIVERY_METHODS } from '@shop/contract/orders';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { queryString } from '@/lib/query-string';
import { useListParams } from '@/lib/use-list-params';
import { useCan } from '@/lib/staff-access';
import { useNow } from '@/lib/use-now';
import { useDesignCenterItems } from './api/design-center-items';
import { useActiveDesigners, useAllDesigners } from './api/designers';
import { useUpdateLine } from './api/update-line';
import { DesignCenterFilters, type DesignCenterFilterValues } from './components/design-center-filters';
import { DesignCenterStats } from './components/design-center-stats';
import { DesignCenterTable } from './components/design-center-table';
import { ProductTotalsPanel } from './components/product-totals-panel';

const LIMIT = DESIGN_CENTER_PAGE.limit;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const oneOf = <T extends string>(options: readonly T[], value: string | null) => options.find((o) => o === value);

/** The address's filters as the API's query (values it does not know are left out). */
function filterQuery(params: URLSearchParams, today: string): Omit<DesignCenterQuery, 'page' | 'limit'> {
  const customer = Number(params.get('customer_id'));
  const query = {
    date: isDay(params.get('date')) ?? today,
    status: oneOf(DESIGN_CENTER_FILTERS, params.get('status')),
    designer: params.get('designer') || undefined,
    delivery_method: oneOf(DELIVERY_METHODS, params.get('delivery_method')),
    delivery_zone: oneOf(DELIVERY_ZONES, params.get('delivery_zone')),
    customer_id: Number.isInteger(customer) && customer > 0 ? customer : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/**
 * /admin/design-center: the lines to prepare for a delivery day, ticked complete or on
 * back-order, given to designers; the day's stats and what to pull from the cooler.
 */
export default function DesignCenterPage() {
  const { t } = useTranslation();
  usePageTitle(t('designCenter.title'));
  const { params, page, update, pagination } = useListParams();
  // Today moves on at midnight in Montreal: a screen left open overnight shows the new day.
  const today = montrealTime(useNow(60_000)).date;
  const can = useCan();
  const filters = filterQuery(params, today);
  const list = useDesignCenterItems({ ...filters, page, limit: LIMIT });
  const active = useActiveDesigners();
  const all = useAllDesigners();
  const change = useUpdateLine();
  const data = list.data;
  const values: DesignCenterFilterValues = {
    date: filters.date ?? today,
    status: params.get('status') ?? '',
    designer: params.get('designer') ?? '',
    delivery_method: params.get('delivery_method') ?? '',
    delivery_zone: params.get('delivery_zone') ?? '',
    customer_id: params.get('customer_id') ?? '',
    customer_name: params.get('customer_name') ?? '',
  };

  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('designCenter.title')}</h1>
          <p className="mt-1 text-gray-700">{t('designCenter.lead')}</p>
          {can('staff.manage') && <p className="mt-1 text-sm text-gray-600">{t('designCenter.designers.hint')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <LangLink
            to={`${paths.admin.pickList}?${queryString({
              date: filters.date === today ? undefined : filters.date,
              scope: filters.delivery_zone ?? (filters.delivery_method === 'pickup' ? 'pickup' : undefined),
            })}`}
            className="btn btn-secondary"
          >
            {t('designCenter.pickList')}
          </LangLink>
          {can('staff.manage') && (
            <LangLink to={paths.admin.staff} className="btn btn-secondary">
              {t('designCenter.designers.open')}
            </LangLink>
          )}
        </div>
      </div>

      <div className="mt-6">
        <DesignCenterFilters values={values} today={today} designers={all.data ?? []} onChange={update} />
      </div>
      <DesignCenterStats stats={data?.stats} />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <DesignCenterTable
            list={list}
            designers={active.data ?? []}
            onChange={change.mutate}
            pagination={pagination(LIMIT, data?.pagination)}
          />
        </div>
        <ProductTotalsPanel query={filters} />
      </div>
    </section>
  );
}
