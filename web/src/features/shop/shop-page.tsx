import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { productName } from '@/lib/product-name';
import { useAuthUser } from '@/lib/use-auth-user';
import { useLiveCart } from './cart/use-live-cart';
import { CartBar } from './components/cart-bar';
import { CartPanel } from './components/cart-panel';
import { Catalogue } from './components/catalogue';
import { ShopHome } from './home/shop-home';
import { useKeptScroll } from './use-kept-scroll';
import { Spinner } from '@/components/spinner';
import { LoadBoundary } from '@/components/load-boundary';
import { whenIdle } from '@/lib/when-idle';
import toast from '@/lib/toast';
import { CopiesNotice } from './offline/copies-notice';
import { PendingOrdersPanel } from './offline/pending-orders-panel';
import { usePendingOrders } from './offline/use-pending-orders';

// The confirmation (its form library) loads when the florist proceeds, and the dialogs (cart
// sheet, product details) when one first opens; both at idle before.
const loadConfirmOrder = () => import('./components/confirm-order');
const ConfirmOrder = lazy(async () => ({ default: (await loadConfirmOrder()).ConfirmOrder }));
const loadDialogs = () => import('./components/shop-dialogs');
const ShopDialogs = lazy(async () => ({ default: (await loadDialogs()).ShopDialogs }));

/**
 * /customer/tickets/create: the florist's home (issue 17): the cutoff, "Order again", offers,
 * then the catalogue with its cart (beside it on wide screens, a bar and a drawer on phones),
 * then Proceed to Confirm.
 */
export default function ShopPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthUser();
  usePageTitle(t('shop.title'));
  const [step, setStep] = useState<'browse' | 'confirm'>('browse');
  const [details, setDetails] = useState<Product | null>(null);
  const [drawer, setDrawer] = useState(false);
  // Once a dialog has opened, the dialogs stay mounted: a closing one gives the focus back. One
  // at a time: on a slow phone the page stays usable while their code loads, and a second tap
  // must not open both.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const openDrawer = () => {
    setDialogsUsed(true);
    setDetails(null);
    setDrawer(true);
  };
  const openDetails = useCallback((product: Product) => {
    setDialogsUsed(true);
    setDrawer(false);
    setDetails(product);
  }, []);
  // Said to screen readers; the eye sees the Add button, the product's "in cart" and the cart's count change.
  const [announcement, setAnnouncement] = useState('');
  const cart = useLiveCart();
  // Orders placed with no signal (issue 41): sent when it returns, shown until then.
  const pendingOrders = usePendingOrders();
  const heading = useRef<HTMLHeadingElement>(null);
  useKeptScroll(step === 'browse');
  useEffect(() => {
    const load = () => void Promise.all([loadConfirmOrder(), loadDialogs()]).catch(() => undefined);
    return whenIdle(load, 5000, 2000);
  }, []);

  // Moving from the catalogue to the confirmation (and back) is a new view: start at its title.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  // Stable, as openDetails: the catalogue's rows are drawn again only when their own props change.
  const addToCart = cart.add;
  const add = useCallback(
    (product: Product, quantity: number) => {
      addToCart(product, quantity);
      setAnnouncement(t('shop.added', { name: productName(product, language), count: quantity }));
    },
    [addToCart, t, language],
  );
  // A part of the page whose code could not be loaded (LoadBoundary): said once.
  const codeNotLoaded = () => toast.error(t('errors.network'), { id: 'shop-code' });
  const proceed = () => {
    setDrawer(false);
    setStep('confirm');
  };

  if (step === 'confirm' && cart.lines.length > 0)
    return (
      <section>
        <h1 ref={heading} tabIndex={-1} className="mb-6 font-serif text-3xl font-bold text-leaf-900 outline-none">
          {t('shop.confirm.title')}
        </h1>
        <LoadBoundary onError={codeNotLoaded}>
          <Suspense fallback={<Spinner />}>
            <ConfirmOrder cart={cart} onBack={() => setStep('browse')} onKept={() => setStep('browse')} />
          </Suspense>
        </LoadBoundary>
      </section>
    );

  return (
    <section className="pb-24 lg:pb-0">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-leaf-900 outline-none">
        {t('shop.title')}
      </h1>
      {user && <p className="mt-1 text-gray-700">{t('shop.welcome', { name: user.name })}</p>}
      <CopiesNotice />
      <PendingOrdersPanel orders={pendingOrders} />
      <ShopHome />

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Catalogue lines={cart.lines} onAdd={add} onMore={openDetails} />
        <div className="hidden lg:sticky lg:top-20 lg:block lg:self-start">
          <CartPanel cart={cart} onProceed={proceed} />
        </div>
      </div>

      <CartBar lines={cart.lines} known={cart.known} onOpen={openDrawer} />
      {dialogsUsed && (
        <LoadBoundary onError={codeNotLoaded}>
          <Suspense fallback={null}>
            <ShopDialogs
              cart={cart}
              drawer={drawer}
              onDrawerChange={setDrawer}
              onProceed={proceed}
              details={details}
              onCloseDetails={() => setDetails(null)}
              onAdd={add}
            />
          </Suspense>
        </LoadBoundary>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
