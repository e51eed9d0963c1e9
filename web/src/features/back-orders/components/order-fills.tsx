import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useBackOrderFills } from '../api/back-orders';

/** On an order's page: its back-orders filled from stock and cancelled, when and by whom. Nothing when none. */
export function OrderBackOrderFills({ orderId, className }: { orderId: number; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fills = useBackOrderFills(orderId).data?.fills ?? [];
  if (fills.length === 0) return null;
  return (
    <section aria-labelledby="order-back-order-fills" className={className}>
      <h2 id="order-back-order-fills" className="mb-3 font-serif text-xl text-leaf-900">
        {t('backOrders.history.title')}
      </h2>
      <ul className="space-y-1">
        {fills.map((f) => (
          <li key={f.id}>
            {t(`backOrders.history.${f.kind}`, { count: f.quantity, name: f.product_name })}{' '}
            <span className="text-gray-700">
              {t('backOrders.history.by', { who: f.created_by_name, when: formatDateTime(f.created_at, language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
