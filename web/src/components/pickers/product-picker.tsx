import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { SearchCombobox, type SearchResults } from '@/components/form/search-combobox';
import { formatMoney } from '@/lib/money';
import { useProducts } from '@/api/products';
import { productDetails, productName } from '@/lib/product-name';
import { useLabels } from '@/lib/use-labels';

interface Props {
  label: string;
  onPick: (product: Product) => void;
  /** Products already chosen are shown but cannot be picked twice. */
  exclude?: readonly number[];
  ref?: Ref<HTMLInputElement>;
  /** The form's shortcut to this search (aria-keyshortcuts), e.g. "Alt+N". */
  keyShortcuts?: string;
}

function useProductResults(search: string, enabled: boolean): SearchResults<Product> {
  const results = useProducts({ search, limit: 8, sort: 'relevance' }, useLanguage(), enabled);
  return {
    options: results.data?.products ?? [],
    current: results.data !== undefined && !results.isPlaceholderData,
    loaded: results.data !== undefined,
  };
}

/** Product search by name, colour, length or code as you type (PRODUCT.md, staff order form). */
export function ProductPicker({ label, onPick, exclude = [], ref, keyShortcuts }: Props) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  return (
    <SearchCombobox<Product>
      ref={ref}
      label={label}
      keyShortcuts={keyShortcuts}
      placeholder={t('products.picker.placeholder')}
      noneText={t('products.picker.none')}
      useResults={useProductResults}
      keyOf={(p) => p.id}
      isDisabled={(p) => exclude.includes(p.id)}
      onPick={onPick}
      renderOption={(p) => (
        <span className="flex items-center justify-between gap-3">
          <span>
            <span className="font-semibold">{productName(p, language)}</span>
            <span className="block text-gray-700">
              {p.sku} · {productDetails(p, unitSize(p.unit, p.stems_per_unit), language)}
            </span>
          </span>
          <span className="text-right whitespace-nowrap tabular-nums">
            {formatMoney(p.price_cents, language)}
            <span className="block text-gray-700">{t('products.onHand', { count: p.on_hand })}</span>
          </span>
        </span>
      )}
    />
  );
}
