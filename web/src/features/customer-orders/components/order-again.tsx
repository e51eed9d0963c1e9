import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { productName } from '@/lib/product-name';
import { useCart } from '@/features/shop';
import { ApiError } from '@/lib/api-client';
import { useReorderCheck, type ReorderCheck } from '../api/reorder';

/**
 * 'Order again': the cart receives the lines whose products are still for sale (quantities as
 * before; the cart flags any above today's stock), and the others are named.
 */
export function OrderAgain({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cart = useCart();
  const check = useReorderCheck();
  const [result, setResult] = useState<ReorderCheck | null>(null);

  const run = async () => {
    setResult(null);
    const found = await check.mutateAsync(order).catch(() => null);
    if (!found) return;
    for (const { product, quantity } of found.available) cart.add(product, quantity);
    setResult(found);
  };

  return (
    <div className="space-y-2">
      <button type="button" className="btn btn-primary" disabled={check.isPending} onClick={() => void run()}>
        {check.isPending ? t('customerOrders.reorder.checking') : t('customerOrders.reorder.button')}
      </button>
      <div role="status" className="space-y-1 text-sm">
        {check.isError && (
          <p className="font-semibold text-petal-800">
            {check.error instanceof ApiError ? check.error.message : t('shop.errors.fetchProduct')}
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
            {result.available.length > 0 && (
              <LangLink to={paths.customer.ticketCreate} className="font-semibold text-leaf-800 underline">
                {t('customerOrders.reorder.goToCart')}
              </LangLink>
            )}
          </>
        )}
      </div>
    </div>
  );
}
