import { useTranslation } from 'react-i18next';
import { PREBOOKING_PAGE } from '@shop/contract/prebookings';
import type { PrebookingListItem, PrebookingListQuery } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/ui/list-controls';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useListParams } from '@/lib/use-list-params';
import { usePrebookingList } from './api/prebookings';
import { PrebookingCard } from './components/prebooking-card';
import {
  PREBOOKING_FILTER_KEYS,
  PrebookingFilters,
  type PrebookingFilterValues,
} from './components/prebooking-filters';

const LIMIT = PREBOOKING_PAGE.limit;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const isId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The address's filters as the API's query; values it does not know are ignored. */
function listQuery(params: URLSearchParams): Omit<PrebookingListQuery, 'page' | 'limit' | 'search'> {
  const query = {
    date_from: isDay(params.get('date_from')),
    date_to: isDay(params.get('date_to')),
    customer_id: isId(params.get('customer_id')),
    include_converted: params.get('converted') === '1' ? ('true' as const) : undefined,
    include_cancelled: params.get('cancelled') === '1' ? ('true' as const) : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/** Consecutive rows of the same delivery date, in the server's order (by date). */
function byDeliveryDate(items: PrebookingListItem[]): [string, PrebookingListItem[]][] {
  const groups: [string, PrebookingListItem[]][] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last[0] === item.delivery_date) last[1].push(item);
    else groups.push([item.delivery_date, [item]]);
  }
  return groups;
}

/** /admin/prebooking: orders for a future date (PRODUCT.md Prebookings), by delivery date. */
export default function PrebookingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('prebookings.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const list = usePrebookingList({
    page,
    limit: LIMIT,
    ...listQuery(params),
    ...(debounced ? { search: debounced } : {}),
  });
  const data = list.data;
  const values = Object.fromEntries(
    PREBOOKING_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as PrebookingFilterValues;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('prebookings.title')}</h1>
        <LangLink to={`${paths.admin.ticketCreate}?type=prebooking`} className="btn btn-primary">
          {t('prebookings.create')}
        </LangLink>
      </div>
      <p className="mt-2 max-w-3xl text-gray-700">{t('prebookings.lead')}</p>

      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PrebookingFilters values={values} onChange={update} />
        <SearchBox
          label={t('prebookings.search')}
          placeholder={t('prebookings.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="w-full lg:w-72"
        />
      </div>

      <div className="mt-6 space-y-6" aria-busy={list.isFetching}>
        {data &&
          byDeliveryDate(data.prebookings).map(([day, items]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className="mb-2 font-serif text-xl text-leaf-900">
                {formatDay(day, language)}{' '}
                <span className="text-base text-gray-700">{t('prebookings.dayCount', { count: items.length })}</span>
              </h2>
              <div className="space-y-3">
                {items.map((item) => (
                  <PrebookingCard key={item.id} item={item} />
                ))}
              </div>
            </section>
          ))}
        <div className="rounded-2xl bg-white ring-1 ring-leaf-100 empty:hidden">
          <ListStatus query={list} isEmpty={data?.prebookings.length === 0} emptyText={t('prebookings.empty')} />
        </div>
      </div>
      {data && data.pagination.total > 0 && (
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
