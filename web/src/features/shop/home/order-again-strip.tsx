import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@shop/contract';
import { customerOrderQuery } from '@/features/customer-orders';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useAuthUser } from '@/lib/use-auth-user';
import { OrderAgainResult, useOrderAgain } from '../components/order-again-result';
import { LAST, orderAgainQuery } from './order-again-query';

/** "Order again" on the shop's home: the last orders (not credit notes), each a tap from the cart. */
export function OrderAgainStrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const customerId = useAuthUser()?.id ?? 0;
  const list = useQuery(orderAgainQuery(customerId));
  const again = useOrderAgain();
  const orders = (list.data?.orders ?? []).filter((o) => o.type !== 'refund').slice(0, LAST);
  if (orders.length === 0) return null;

  const reorder = (order: OrderListItem) =>
    void again.run(() => client.fetchQuery({ ...customerOrderQuery(order.id), staleTime: 0 }));

  return (
    <section aria-labelledby="order-again-title" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="order-again-title" className="font-serif text-xl text-leaf-900">
        {t('shop.home.orderAgain')}
      </h2>
      <ul className="mt-2 divide-y divide-leaf-100">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0">
              <span className="font-semibold text-leaf-900">
                {t('customerOrders.orderNumber', { number: order.number })}
              </span>
              <span className="block text-sm text-gray-700">
                {t('shop.home.orderFacts', {
                  date: formatDay(order.delivery_date, language),
                  count: order.line_count,
                  total: formatMoney(order.total_cents, language),
                })}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-secondary min-h-11 px-4 text-sm"
              disabled={again.isPending}
              onClick={() => reorder(order)}
              aria-label={t('shop.home.orderAgainOf', { number: order.number })}
            >
              {t('customerOrders.reorder.button')}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <OrderAgainResult again={again} cartLink={false} />
      </div>
    </section>
  );
}
