import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_SECTIONS, type PriceListSection } from '@shop/contract/constants';
import { LangLink } from '@/components/lang-link';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths } from '@/config/paths';
import { usePriceLists } from './api/price-lists';
import { LivePriceListLinks } from './components/live-price-list-links';
import { PriceListView } from './components/price-list-view';

const isSection = (value: string | null): value is PriceListSection =>
  PRICE_LIST_SECTIONS.includes(value as PriceListSection);

/**
 * /price-list: one section at a time, its live price list (current prices from the catalogue,
 * as PDF or Excel) then its published lists. `?section=petals` picks the section (the footer
 * links there); without it the first section that has a list is shown, else the first section.
 */
export default function PriceListPage() {
  const { t } = useTranslation();
  usePageTitle(t('priceLists.view.title'));
  const [params] = useSearchParams();
  const lists = usePriceLists();
  const asked = params.get('section');
  const uploaded = PRICE_LIST_SECTIONS.find((s) => lists.data?.some((l) => l.section === s));
  // Every section has its live price list; by default the first with uploaded lists is shown.
  const section = isSection(asked) ? asked : (uploaded ?? PRICE_LIST_SECTIONS[0]);
  const shown = lists.data?.filter((l) => l.section === section) ?? [];

  return (
    <>
      <PageHeader title={t('priceLists.view.title')} lead={t('priceLists.view.lead')} />
      <div className="container-page space-y-6 py-8">
        <QueryStatus query={lists} />
        <nav aria-label={t('priceLists.view.sections')}>
          <ul className="flex flex-wrap gap-2">
            {PRICE_LIST_SECTIONS.map((s) => (
              <li key={s}>
                <LangLink
                  to={`${paths.priceList}?section=${s}`}
                  aria-current={s === section ? 'page' : undefined}
                  className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ${s === section ? 'bg-leaf-800 text-white' : 'bg-white text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'}`}
                >
                  {t(`footer.sections.${s}`)}
                </LangLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="price-list-section" className="space-y-6">
          <h2 id="price-list-section" className="font-serif text-3xl font-bold text-leaf-900">
            {t(`footer.sections.${section}`)}
          </h2>
          <LivePriceListLinks section={section} name={t(`footer.sections.${section}`)} />
          {lists.data &&
            (shown.length === 0 ? (
              <p className="text-gray-700">{t('priceLists.view.noneInSection')}</p>
            ) : (
              shown.map((list) => <PriceListView key={list.id} list={list} />)
            ))}
        </section>
      </div>
    </>
  );
}
