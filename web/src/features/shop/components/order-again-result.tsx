import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { productName } from '@/lib/product-name';
import { ApiError } from '@/lib/api-client';
import { useCart } from '../cart/use-cart';
import { useReorderCheck, type ReorderCheck } from '../api/reorder';

/** Puts a past order's lines still for sale in the cart, and keeps what happened to say it. */
export function useOrderAgain() {
  const cart = useCart();
  const check = useReorderCheck();
  const [result, setResult] = useState<ReorderCheck | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (order: Order | (() => Promise<Order>)) => {
    setResult(null);
    setFailure(null);
    try {
      const found = await check.mutateAsync(typeof order === 'function' ? await order() : order);
      for (const { product, quantity } of found.available) cart.add(product, quantity);
      setResult(found);
    } catch (err) {
      setFailure(err);
    }
  };
  return { run, result, failure, isPending: check.isPending };
}

/** What 'Order again' did, in a status region: what was added, what is no longer for sale, a way to the cart. */
export function OrderAgainResult({
  again,
  cartLink = true,
}: {
  again: ReturnType<typeof useOrderAgain>;
  /** Off where the cart is on the same screen. */
  cartLink?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { result, failure } = again;
  return (
    <div role="status" className="space-y-1 text-sm">
      {failure !== null && (
        <p className="font-semibold text-petal-800">
          {failure instanceof ApiError ? failure.message : t('shop.errors.fetchProduct')}
        </p>
      )}
      {result && (
        <>
          <p>{t('customerOrders.reorder.added', { count: result.available.length })}</p>
          {result.unavailable.length > 0 && (
            <p className="font-semibold text-petal-800">
              {t('customerOrders.reorder.unavailable', {
                names: result.unavailable.map((l) => productName(l, language)).join(', '),
              })}
            </p>
          )}
          {cartLink && result.available.length > 0 && (
            <LangLink to={paths.customer.ticketCreate} className="font-semibold text-leaf-800 underline">
              {t('customerOrders.reorder.goToCart')}
            </LangLink>
          )}
        </>
      )}
    </div>
  );
}
