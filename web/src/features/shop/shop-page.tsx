import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';
import { PRODUCT_CATEGORIES } from '@shop/contract/catalog';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { useProducts } from '@/api/products';
import { productName } from '@/lib/product-name';
import { useAuthUser } from '@/lib/use-auth-user';
import { useListParams } from '@/lib/use-list-params';
import { useLiveCart } from './cart/use-live-cart';
import { CartBar } from './components/cart-bar';
import { CartPanel } from './components/cart-panel';
import { ConfirmOrder } from './components/confirm-order';
import { ProductCard } from './components/product-card';
import { ProductDetails } from './components/product-details';
import { ShopFilters } from './components/shop-filters';

const LIMIT = 24;

/** /customer/tickets/create: the shop, its cart, then Proceed to Confirm. */
export default function ShopPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthUser();
  usePageTitle(t('shop.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const category = PRODUCT_CATEGORIES.find((c) => c === params.get('category'));
  const section = PRICE_LIST_SECTIONS.find((s) => s === params.get('section'));
  const [step, setStep] = useState<'browse' | 'confirm'>('browse');
  const [details, setDetails] = useState<Product | null>(null);
  // Said to screen readers; the eye sees the cart (beside the list, or in the phone's bottom bar) change.
  const [announcement, setAnnouncement] = useState('');
  const cart = useLiveCart();
  const heading = useRef<HTMLHeadingElement>(null);

  const list = useProducts({
    page,
    limit: LIMIT,
    ...(debounced ? { search: debounced } : {}),
    ...(category ? { category } : {}),
    ...(section ? { section } : {}),
  });
  const products = list.data?.products;

  // Moving between the catalogue and the confirmation is a new view: start at its title.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  const add = (product: Product, quantity: number) => {
    cart.add(product, quantity);
    setAnnouncement(t('shop.added', { name: productName(product, language), count: quantity }));
  };

  if (step === 'confirm' && cart.lines.length > 0)
    return (
      <section>
        <h1 ref={heading} tabIndex={-1} className="mb-6 font-serif text-3xl font-bold text-leaf-900 outline-none">
          {t('shop.confirm.title')}
        </h1>
        <ConfirmOrder cart={cart} onBack={() => setStep('browse')} />
      </section>
    );

  return (
    <section className="pb-20 lg:pb-0">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-leaf-900 outline-none">
        {t('shop.title')}
      </h1>
      {user && <p className="mt-1 text-gray-700">{t('shop.welcome', { name: user.name })}</p>}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div>
          <ShopFilters search={search} onSearch={setSearch} category={category} section={section} onFilter={update} />
          <div
            className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={list.isFetching}
            aria-label={t('shop.products')}
            role="region"
          >
            {products?.map((product) => (
              <ProductCard key={product.id} product={product} onAdd={add} onMore={setDetails} />
            ))}
          </div>
          <ListStatus query={list} isEmpty={products?.length === 0} emptyText={t('shop.empty')} />
          {list.data && (
            <div className="mt-4">
              <Pagination
                page={page}
                limit={LIMIT}
                total={list.data.pagination.total}
                onPage={(p) => update({ page: String(p) })}
              />
            </div>
          )}
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <CartPanel cart={cart} onProceed={() => setStep('confirm')} />
        </div>
      </div>

      <CartBar lines={cart.lines} />
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Modal
        open={details !== null}
        onOpenChange={(open) => !open && setDetails(null)}
        title={details ? productName(details, language) : ''}
        wide
      >
        {details && <ProductDetails product={details} />}
      </Modal>
    </section>
  );
}
