import { useTranslation } from 'react-i18next';
import type { LiveCartLine } from '../cart/use-live-cart';

/** What a flagged line lets the florist do about it: the cart's own actions. */
export interface CartLineActions {
  setQuantity: (productId: number, quantity: number) => void;
  setBackOrder: (productId: number, backOrder: boolean) => void;
}

const choice = 'rounded px-2 py-1 text-sm font-semibold text-leaf-800 underline hover:bg-leaf-50';

/**
 * Why a cart line may not go through as asked, and the choice (issue 34, item 3): gone from the
 * catalogue; or more than the stock, then take what is left or let the rest wait as a
 * back-order; or the back-order already asked, with how much waits and a way back.
 */
export function CartLineWarning({ line, id, actions }: { line: LiveCartLine; id: string; actions: CartLineActions }) {
  const { t } = useTranslation();
  const left = Math.max(0, line.product.on_hand);
  if (line.unavailable)
    return (
      <p id={id} className="text-sm font-semibold text-petal-800">
        {t('shop.cart.unavailable')}
      </p>
    );
  if (line.backOrdered > 0)
    return (
      <div id={id} className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-leaf-900">
        <span>{t('shop.cart.backOrdered', { now: left, later: line.backOrdered })}</span>
        <button type="button" className={choice} onClick={() => actions.setBackOrder(line.product.id, false)}>
          {t('shop.cart.noBackOrder')}
        </button>
      </div>
    );
  if (!line.overStock) return null;
  return (
    <div id={id} className="mt-1 text-sm">
      <p className="font-semibold text-petal-800">
        {left > 0 ? t('shop.cart.overStock', { count: left }) : t('shop.soldOut')}
      </p>
      <div className="flex flex-wrap gap-x-2" role="group" aria-label={t('shop.cart.choice')}>
        {left > 0 && (
          <button type="button" className={choice} onClick={() => actions.setQuantity(line.product.id, left)}>
            {t('shop.cart.takeLeft', { count: left })}
          </button>
        )}
        <button type="button" className={choice} onClick={() => actions.setBackOrder(line.product.id, true)}>
          {t('shop.cart.askBackOrder', { count: line.quantity - left })}
        </button>
      </div>
    </div>
  );
}
