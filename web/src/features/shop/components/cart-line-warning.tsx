import { useTranslation } from 'react-i18next';
import type { LiveCartLine } from '../cart/use-live-cart';

/** Why a cart line may not go through as asked: gone from the catalogue, or above the stock. */
export function CartLineWarning({ line, id }: { line: LiveCartLine; id: string }) {
  const { t } = useTranslation();
  if (!line.unavailable && !line.overStock) return null;
  return (
    <p id={id} className="text-sm font-semibold text-petal-800">
      {line.unavailable
        ? t('shop.cart.unavailable')
        : line.product.on_hand > 0
          ? t('shop.cart.overStock', { count: line.product.on_hand })
          : t('shop.soldOut')}
    </p>
  );
}
