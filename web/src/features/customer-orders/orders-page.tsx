import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { useAuthUser } from '@/lib/use-auth-user';
import { useListParams } from '@/lib/use-list-params';
import { useCustomerOrders } from './api/customer-orders';
import { OrderList } from './components/order-list';

const LIMIT = 20;

/** /customer/orders: every order of the customer (staff-entered ones too), with its invoice. */
export default function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('customerOrders.orders.title'));
  const customerId = useAuthUser()?.id ?? 0;
  const { page, update } = useListParams();
  const query = useCustomerOrders(customerId, page, LIMIT);

  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('customerOrders.orders.title')}</h1>
      <p className="mt-1 mb-6 text-gray-700">{t('customerOrders.orders.lead')}</p>
      <OrderList
        query={query}
        page={page}
        limit={LIMIT}
        onPage={(p) => update({ page: String(p) })}
        label={t('customerOrders.orders.title')}
        emptyText={t('customerOrders.orders.empty')}
        showInvoice
      />
    </section>
  );
}
