import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { useProducts } from '@/api/products';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { useFavourites } from '../api/favourites';
import { catalogueQuery, catalogueFilters, PAGE_SIZE } from '../catalogue-query';
import type { CartLine } from '../cart/cart-storage';
import { useShopView } from '../use-shop-view';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';
import { ShopFilters } from './shop-filters';
import { ViewToggle } from './view-toggle';

interface Props {
  lines: readonly CartLine[];
  onAdd: (product: Product, quantity: number) => void;
  onMore: (product: Product) => void;
}

/**
 * The catalogue: all products or "My usual" (the starred ones), search and filters, the compact
 * list or the card grid, and pages kept in the address (a page and its filters come back as
 * they were).
 */
export function Catalogue({ lines, onAdd, onMore }: Props) {
  const { t } = useTranslation();
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const filters = catalogueFilters(params);
  const { usual } = filters;
  const [view, setView] = useShopView();
  const favourites = useFavourites();
  const starred = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);
  const inCart = useMemo(() => new Map(lines.map((l) => [l.product.id, l.quantity])), [lines]);
  const top = useRef<HTMLDivElement>(null);

  const { query, usualIds } = catalogueQuery(filters, debounced, page, favourites.data ?? []);
  const list = useProducts(query, useLanguage(), !usual || usualIds.length > 0);
  const noUsual = usual && favourites.isSuccess && usualIds.length === 0;
  const products = noUsual ? [] : list.data?.products;

  const tab = (value: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
      usual === value ? 'bg-leaf-800 text-white' : 'text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'
    }`;

  return (
    <div ref={top} className="scroll-mt-20">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('shop.tabs.label')} className="flex gap-2">
          <button type="button" className={tab(false)} aria-pressed={!usual} onClick={() => update({ usual: null })}>
            {t('shop.tabs.all')}
          </button>
          <button type="button" className={tab(true)} aria-pressed={usual} onClick={() => update({ usual: '1' })}>
            {t('shop.tabs.usual')}
          </button>
        </div>
        <ViewToggle view={view} onView={setView} />
      </div>
      <ShopFilters
        search={search}
        onSearch={setSearch}
        filters={filters}
        facets={usual ? undefined : list.data?.facets}
        total={noUsual ? 0 : list.data?.pagination.total}
        onFilter={update}
      />
      <div
        className={
          view === 'list'
            ? 'mt-4 divide-y divide-leaf-100 rounded-2xl bg-white px-3 ring-1 ring-leaf-100'
            : 'mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3'
        }
        aria-busy={list.isFetching}
        aria-label={t('shop.products')}
        role="region"
        data-view={view}
      >
        {products?.map((product) => {
          const Item = view === 'list' ? ProductRow : ProductCard;
          return (
            <Item
              key={product.id}
              product={product}
              onAdd={onAdd}
              onMore={onMore}
              starred={starred.has(product.id)}
              inCart={inCart.get(product.id) ?? 0}
            />
          );
        })}
      </div>
      {noUsual ? (
        <p className="mt-4 rounded-lg bg-leaf-50 p-3 text-leaf-900">{t('shop.tabs.usualEmpty')}</p>
      ) : (
        <ListStatus query={list} isEmpty={products?.length === 0} emptyText={t('shop.empty')} />
      )}
      {!usual && list.data && (
        <div className="mt-4">
          <Pagination
            page={page}
            limit={PAGE_SIZE}
            total={list.data.pagination.total}
            onPage={(p) => {
              update({ page: String(p) });
              // The next page starts at its first product, not where the buttons were.
              top.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}
