import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { useBackOrderProducts } from '../api/back-orders';

/**
 * After a receipt: which of the products just received have back-orders waiting, each with a
 * link to fill them from the new stock. Nothing when none wait.
 */
export function ReceivedBackOrders({ productIds }: { productIds: number[] }) {
  const { t } = useTranslation();
  const waiting = useBackOrderProducts(productIds);
  const products = waiting.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="received-back-orders"
      className="mt-4 rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-100"
      aria-live="polite"
    >
      <h2 id="received-back-orders" className="font-semibold text-leaf-900">
        {t('backOrders.received.title')}
      </h2>
      <ul className="mt-2 space-y-2">
        {products.map((p) => (
          <li key={p.product_id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              {t('backOrders.received.line', {
                name: p.product_name,
                open: p.open_quantity,
                count: p.line_count,
                onHand: p.on_hand,
              })}
            </span>
            <LangLink
              to={`${paths.admin.backOrders}?product=${p.product_id}`}
              className="font-semibold text-leaf-800 underline"
            >
              {t('backOrders.received.fill', { name: p.product_name })}
            </LangLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
