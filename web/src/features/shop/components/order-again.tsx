import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contract';
import { useOrderAgain, OrderAgainResult } from './order-again-result';

/**
 * 'Order again' on a past order: the cart receives the lines whose products are still for sale
 * (quantities as before; the cart flags any above today's stock), and the others are named.
 */
export function OrderAgain({ order }: { order: Order }) {
  const { t } = useTranslation();
  const again = useOrderAgain();
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-primary"
        disabled={again.isPending}
        onClick={() => void again.run(order)}
      >
        {again.isPending ? t('customerOrders.reorder.checking') : t('customerOrders.reorder.button')}
      </button>
      <OrderAgainResult again={again} />
    </div>
  );
}
