import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { computeTotals } from '@shop/contract/pricing';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';
import type { useLiveCart } from '../cart/use-live-cart';
import { linePrice, pricedLines } from '../unit-price';
import { CartLineWarning } from './cart-line-warning';
import { LinePrice } from './line-price';
import { QuantityInput } from './quantity-input';

export interface CartProps {
  cart: ReturnType<typeof useLiveCart>;
  onProceed: () => void;
}

/** The cart beside the catalogue (wide screens): its title and contents. */
export function CartPanel({ cart, onProceed }: CartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!cart.known) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id={headingId} className="font-serif text-xl text-leaf-900">
        {t('shop.cart.title', { count: cart.lines.length })}
      </h2>
      <CartContents cart={cart} onProceed={onProceed} />
    </section>
  );
}

/** The cart's lines (editable quantities, remove), subtotal and Proceed to Confirm: in the panel or the drawer. */
export function CartContents({ cart, onProceed }: CartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { subtotal_cents: subtotal } = computeTotals(pricedLines(cart.lines), 0);

  return (
    <>
      {cart.lines.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('shop.cart.empty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-leaf-100" aria-label={t('shop.cart.lines')}>
            {cart.lines.map((line) => {
              const name = productName(line.product, language);
              const warningId = `cart-warning-${line.product.id}`;
              const flagged = line.unavailable || line.overStock;
              return (
                <li key={line.product.id} className="py-3">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-leaf-900">{name}</span>
                    <span className="tabular-nums">
                      {formatMoney(line.quantity * linePrice(line).price_cents, language)}
                    </span>
                  </div>
                  <div className="mt-2 flex items-center gap-2">
                    <QuantityInput
                      className="w-24"
                      value={line.quantity}
                      onValue={(quantity) => cart.setQuantity(line.product.id, quantity)}
                      aria-label={t('shop.quantityOf', { name })}
                      aria-invalid={flagged || undefined}
                      aria-describedby={flagged ? warningId : undefined}
                    />
                    <span className="text-sm text-gray-700">
                      × <LinePrice line={line} />
                    </span>
                    <button
                      type="button"
                      className="ml-auto rounded px-2 py-1 text-sm font-semibold text-petal-800 underline hover:bg-petal-100"
                      onClick={() => cart.remove(line.product.id)}
                      aria-label={t('shop.cart.removeOf', { name })}
                    >
                      {t('shop.cart.remove')}
                    </button>
                  </div>
                  <CartLineWarning line={line} id={warningId} actions={cart} />
                </li>
              );
            })}
          </ul>
          <p className="mt-3 flex justify-between border-t border-leaf-100 pt-3 font-semibold">
            <span>{t('orders.totals.subtotal')}</span>
            <span className="tabular-nums">{formatMoney(subtotal, language)}</span>
          </p>
          <p className="mt-1 text-sm text-gray-700">{t('shop.cart.taxesLater')}</p>
          <button type="button" className="btn btn-primary mt-4 w-full" onClick={onProceed}>
            {t('shop.proceed')}
          </button>
        </>
      )}
    </>
  );
}
