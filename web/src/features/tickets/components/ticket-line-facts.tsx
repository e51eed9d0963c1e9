import { useTranslation } from 'react-i18next';
import type { LastPrice, Product } from '@shop/contract';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

/**
 * What the clerk on the phone needs beside a line (issue 17): the unit, the stock, what the
 * quantity takes beyond it (back-ordered when saved: a typo of 500 for 50 shows before the
 * invoice does), the offer's price when one applies and what this customer paid last time.
 */
export function TicketLineFacts({
  product,
  last,
  short = 0,
}: {
  product: Product | undefined;
  last: LastPrice | undefined;
  short?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { unitSize } = useLabels();
  if (!product && !last) return null;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <span className="block text-gray-700">
      {product && (
        <span className="block">
          {unitSize(product.unit, product.stems_per_unit)} ·{' '}
          {product.on_hand > 0 ? t('tickets.lines.onHand', { count: product.on_hand }) : t('tickets.lines.noStock')}
        </span>
      )}
      {short > 0 && (
        <span className="block font-semibold text-petal-800">{t('tickets.lines.short', { count: short })}</span>
      )}
      {product?.special_price_cents != null && (
        <span className="block font-medium text-leaf-800">
          {t('tickets.lines.offer', { price: money(product.special_price_cents), regular: money(product.price_cents) })}
        </span>
      )}
      {last && (
        <span className="block">
          {t('tickets.lines.lastPaid', {
            price: money(last.unit_price_cents),
            date: formatDay(last.delivery_date, language),
            number: last.order_number,
          })}
        </span>
      )}
    </span>
  );
}
