import { useTranslation } from 'react-i18next';
import { computeTotals } from '@shop/contract/pricing';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import type { CartLine } from '../cart/cart-storage';
import { pricedLines } from '../unit-price';

/** On phones the cart sits below the catalogue: a bar at the bottom of the screen leads to it. */
export function CartBar({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (lines.length === 0) return null;
  const { subtotal_cents: subtotal } = computeTotals(pricedLines(lines), 0);
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-leaf-100 bg-cream/95 p-3 backdrop-blur lg:hidden">
      <a href="#cart" className="btn btn-primary w-full">
        {t('shop.cart.go', { count: lines.length, subtotal: formatMoney(subtotal, language) })}
      </a>
    </div>
  );
}
