import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { OFFER_STATES } from '@shop/contract/offers';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { FilterTabs, SearchBox } from '@/components/ui/list-controls';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useOfferList } from './api/offers';
import { OfferPeriod } from './components/offer-period';
import { OfferRowActions } from './components/offer-row-actions';
import { OfferStateBadge } from './components/offer-state-badge';
import { offerTitle } from './offer-text';

const LIMIT = 25;
const TABS = ['all', ...OFFER_STATES] as const;

/** /admin/special-offers: server-paginated, filtered by state, searched by title. */
export default function OffersListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('offers.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const state = OFFER_STATES.find((s) => s === params.get('state'));

  const list = useOfferList({
    page,
    limit: LIMIT,
    ...(state ? { state } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const data = list.data;
  const selected = (tab: (typeof TABS)[number]) => (tab === 'all' ? state === undefined : state === tab);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('offers.title')}</h1>
        <LangLink to={paths.admin.offerCreate} className="btn btn-primary">
          {t('offers.create')}
        </LangLink>
      </div>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t('offers.filterLabel')}
          options={TABS}
          selected={selected}
          onSelect={(tab) => update({ state: tab === 'all' ? null : tab })}
        >
          {(tab) => t(`offers.filters.${tab}`)}
        </FilterTabs>
        <SearchBox
          label={t('offers.search')}
          placeholder={t('offers.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>

      <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={list.isFetching}>
        <table className="w-full min-w-[760px] text-sm">
          <caption className="sr-only">{t('offers.title')}</caption>
          <thead className="bg-leaf-50 text-leaf-900">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('offers.columns.title')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('offers.columns.period')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('offers.columns.state')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('offers.columns.items')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('offers.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {data?.offers.map((offer) => (
              <tr key={offer.id}>
                <td className="px-3 py-2">
                  <LangLink
                    to={paths.admin.offerView(offer.id)}
                    className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
                  >
                    {offerTitle(offer, language)}
                  </LangLink>
                </td>
                <td className="px-3 py-2">
                  <OfferPeriod offer={offer} />
                </td>
                <td className="px-3 py-2">
                  <OfferStateBadge state={offer.state} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{offer.item_count}</td>
                <td className="px-3 py-2">
                  <OfferRowActions offer={offer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListStatus query={list} isEmpty={data?.offers.length === 0} emptyText={t('offers.empty')} />
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
