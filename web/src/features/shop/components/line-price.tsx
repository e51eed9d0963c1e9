import { useTranslation } from 'react-i18next';
import { breakFor } from '@shop/contract/price-rules';
import type { CartLine } from '../cart/cart-storage';
import { linePrice } from '../unit-price';
import { ProductPrice } from './product-price';

/**
 * A cart line's price a pack as the order will be placed (decision 060): "your price" with the
 * list struck through when lower, and what gives it (an offer, their level, their contract, the
 * quantity break the line reaches), which changes as the quantity grows.
 */
export function LinePrice({ line }: { line: Pick<CartLine, 'product' | 'quantity'> }) {
  const { t } = useTranslation();
  const price = linePrice(line);
  const source = price.price_source;
  return (
    <>
      <ProductPrice
        product={{
          price_cents: price.price_cents,
          special_price_cents: null,
          list_price_cents: price.list_price_cents,
          price_source: source,
        }}
      />
      {source !== 'list' && (
        <span className="block text-xs text-gray-700" data-testid="price-source">
          {t(`shop.price.source.${source}`, { count: breakFor(line.product.breaks, line.quantity)?.min_quantity })}
        </span>
      )}
    </>
  );
}
