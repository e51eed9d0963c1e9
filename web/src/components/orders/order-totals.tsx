import { useTranslation } from 'react-i18next';
import type { Totals } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/**
 * Subtotal, delivery fee, GST, QST and total, as the cart, the order pages and the staff form
 * show them (computed by the contract's computeTotals, the same function as the invoice).
 */
export function OrderTotals({ totals, zonePending = false }: { totals: Totals; zonePending?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  // A delivery whose zone is not chosen yet has no fee: "$0.00" would read as free delivery.
  const rows: [string, string][] = [
    [t('orders.totals.subtotal'), money(totals.subtotal_cents)],
    [t('orders.totals.deliveryFee'), zonePending ? t('orders.totals.chooseZone') : money(totals.delivery_fee_cents)],
    [t('orders.totals.gst'), money(totals.gst_cents)],
    [t('orders.totals.qst'), money(totals.qst_cents)],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="contents text-base font-bold">
        <dt className="border-t border-leaf-100 pt-1">
          {t(zonePending ? 'orders.totals.totalBeforeDelivery' : 'orders.totals.total')}
        </dt>
        <dd className="border-t border-leaf-100 pt-1 text-right tabular-nums">{money(totals.total_cents)}</dd>
      </div>
    </dl>
  );
}
