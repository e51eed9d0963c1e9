import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import type { OfferListItem } from '@shop/contract';
import { OFFER_STATES } from '@shop/contract/offers';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { FilterTabs, SearchBox } from '@/components/ui/list-controls';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
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
  const rowLink = useRowLink((row: OfferListItem) => paths.admin.offerView(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('offers.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const state = OFFER_STATES.find((s) => s === params.get('state'));

  const list = useOfferList({
    page,
    limit: LIMIT,
    ...(state ? { state } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const data = list.data;
  const columns: DataColumn<OfferListItem>[] = [
    {
      id: 'title',
      header: t('offers.columns.title'),
      cell: (offer) => (
        <LangLink
          to={paths.admin.offerView(offer.id)}
          className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {offerTitle(offer, language)}
        </LangLink>
      ),
    },
    { id: 'period', header: t('offers.columns.period'), cell: (offer) => <OfferPeriod offer={offer} /> },
    { id: 'state', header: t('offers.columns.state'), cell: (offer) => <OfferStateBadge state={offer.state} /> },
    {
      id: 'items',
      header: t('offers.columns.items'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (offer) => offer.item_count,
    },
    {
      id: 'actions',
      header: t('offers.columns.actions'),
      align: 'right',
      cell: (offer) => <OfferRowActions offer={offer} />,
    },
  ];

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

      <DataTable
        rowLink={rowLink}
        className="mt-4"
        tableClassName="min-w-[760px]"
        caption={t('offers.title')}
        columns={columns}
        rows={data?.offers}
        rowKey={(offer) => offer.id}
        query={list}
        emptyText={t('offers.empty')}
        pagination={pagination(LIMIT, data?.pagination)}
      />
    </section>
  );
}
