import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActiveOffers, activeOffersQuery } from '@/features/offers';
import type { OfferItem } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { useAuthUser } from '@/lib/use-auth-user';
import { useCart } from '../cart/use-cart';
import { AddToCartForm } from '../components/add-to-cart-form';
import { CutoffCountdown } from '../components/cutoff-countdown';
import { Fold } from './fold';
import { LAST, orderAgainQuery } from './order-again-query';
import { OrderAgainStrip } from './order-again-strip';

/**
 * Above the catalogue, the florist's morning: the time left for same-day delivery, the last
 * orders again, today's offers, the last two folded into a line each on a phone so that the
 * search and the catalogue come first. Their data is read before the page paints
 * (shop-loader.ts), and nothing here waits for code: a part appearing later would push the
 * catalogue down.
 */
export function ShopHome() {
  const { t } = useTranslation();
  const customerId = useAuthUser()?.id ?? 0;
  const again = (useQuery(orderAgainQuery(customerId)).data?.orders ?? []).filter((o) => o.type !== 'refund');
  const offers = (useQuery(activeOffersQuery()).data ?? []).filter((o) => o.items.length > 0);
  const language = useLanguage();
  const { add } = useCart();
  // An offer's product goes to the cart from the offer, at its special price (issue 34, item 2).
  const addForm = (item: OfferItem) => (
    <AddToCartForm
      product={{ ...item.product, price_cents: item.special_price_cents }}
      name={t('offers.active.itemName', { name: productName(item.product, language) })}
      onAdd={add}
    />
  );
  return (
    <div className="mt-4 space-y-3 lg:space-y-4">
      <CutoffCountdown />
      {again.length > 0 && (
        <Fold label={t('shop.home.orderAgainFold', { count: Math.min(again.length, LAST) })}>
          <OrderAgainStrip />
        </Fold>
      )}
      {offers.length > 0 && (
        <Fold label={t('shop.home.offersFold', { count: offers.length })}>
          <ActiveOffers addForm={addForm} />
        </Fold>
      )}
    </div>
  );
}
