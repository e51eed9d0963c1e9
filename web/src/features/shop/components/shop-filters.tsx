import { useTranslation } from 'react-i18next';
import {
  PRICE_LIST_SECTIONS,
  PRODUCT_CATEGORIES,
  type PriceListSection,
  type ProductCategory,
} from '@shop/contract/constants';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  category: ProductCategory | undefined;
  section: PriceListSection | undefined;
  onFilter: (changes: Record<string, string | null>) => void;
}

/** The shop's search box and its category and section filters (their state is in the address). */
export function ShopFilters({ search, onSearch, category, section, onFilter }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]" role="search">
      <label className="flex flex-col text-sm font-semibold text-leaf-900">
        {t('shop.filters.search')}
        <input
          type="search"
          className="input mt-1"
          placeholder={t('shop.filters.searchPlaceholder')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </label>
      <label className="flex flex-col text-sm font-semibold text-leaf-900">
        {t('shop.filters.category')}
        <select className="input mt-1" value={category ?? ''} onChange={(e) => onFilter({ category: e.target.value })}>
          <option value="">{t('shop.filters.allCategories')}</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`products.categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-semibold text-leaf-900">
        {t('shop.filters.section')}
        <select className="input mt-1" value={section ?? ''} onChange={(e) => onFilter({ section: e.target.value })}>
          <option value="">{t('shop.filters.allSections')}</option>
          {PRICE_LIST_SECTIONS.map((s) => (
            <option key={s} value={s}>
              {t(`footer.sections.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
