import { useTranslation } from 'react-i18next';
import type { Totals } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/**
 * Subtotal, delivery fee, GST, QST and total, as the cart, the order pages and the staff form
 * show them (computed by the contract's computeTotals, the same function as the invoice).
 */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [string, number][] = [
    [t('orders.totals.subtotal'), totals.subtotal_cents],
    [t('orders.totals.deliveryFee'), totals.delivery_fee_cents],
    [t('orders.totals.gst'), totals.gst_cents],
    [t('orders.totals.qst'), totals.qst_cents],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="order-totals">
      {rows.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{formatMoney(cents, language)}</dd>
        </div>
      ))}
      <div className="contents text-base font-bold">
        <dt className="border-t border-leaf-100 pt-1">{t('orders.totals.total')}</dt>
        <dd className="border-t border-leaf-100 pt-1 text-right tabular-nums">
          {formatMoney(totals.total_cents, language)}
        </dd>
      </div>
    </dl>
  );
}
