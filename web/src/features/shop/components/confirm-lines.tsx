import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';
import type { LiveCartLine } from '../cart/use-live-cart';
import { linePrice } from '../unit-price';
import { CartLineWarning, type CartLineActions } from './cart-line-warning';
import { LinePrice } from './line-price';

/** The lines as they will be ordered, each flagged when it cannot go through as asked. */
export function ConfirmLines({ lines, actions }: { lines: readonly LiveCartLine[]; actions: CartLineActions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="confirm-lines" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="confirm-lines" className="font-serif text-xl text-leaf-900">
        {t('orders.fields.lines')}
      </h2>
      <ul className="mt-2 divide-y divide-leaf-100">
        {lines.map((line) => (
          <li key={line.product.id} className="py-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{productName(line.product, language)}</span>
              <span className="tabular-nums">
                {t('shop.confirm.lineOf', {
                  quantity: line.quantity,
                  price: formatMoney(linePrice(line).price_cents, language),
                })}{' '}
                <strong>{formatMoney(line.quantity * linePrice(line).price_cents, language)}</strong>
              </span>
              {linePrice(line).price_source !== 'list' && (
                <span className="w-full text-sm">
                  <LinePrice line={line} />
                </span>
              )}
            </div>
            <CartLineWarning line={line} id={`confirm-warning-${line.product.id}`} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
