import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productDetails, productName } from '@/lib/product-name';
import { PackSelect, usePackChoice } from './pack-select';
import { useLabels } from '@/lib/use-labels';
import { AddButton, useAddedFeedback } from './add-button';
import { Arrival } from './arrival';
import { Availability } from './availability';
import { FavouriteStar } from './favourite-star';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';

export interface ProductItemProps {
  product: Product;
  onAdd: (product: Product, quantity: number) => void;
  onMore: (product: Product) => void;
  starred: boolean;
  /** How many of it the cart holds (0: none). */
  inCart: number;
}

/**
 * One product as a dense row of the phone's list: name (opens the details), colour, length and
 * unit, price, stock, the star, a quantity stepper and Add. Drawn again only when its own
 * props change: adding one product to the cart must not draw the whole page of rows again (on a
 * phone, issue 19), so the page gives it stable callbacks.
 */
export const ProductRow = memo(function ProductRow({ product, onAdd, onMore, starred, inCart }: ProductItemProps) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const [quantity, setQuantity] = useState(1);
  const [added, markAdded] = useAddedFeedback();
  const headingId = useId();
  const name = productName(product, language);
  const choice = usePackChoice(product);
  const soldOut = choice.chosen.on_hand <= 0;

  return (
    <article
      aria-labelledby={headingId}
      // Below the fold, not laid out until scrolled near (issue 19). content-visibility clips
      // what is drawn outside the row, focus rings included: the row takes 6 px more on each
      // side for them, and gives it back.
      className="-mx-1.5 px-1.5 py-3 [contain-intrinsic-size:auto_9.25rem] [content-visibility:auto]"
      data-testid="product-row"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="leading-snug font-semibold break-words text-leaf-900">
            <button
              type="button"
              className="text-left underline decoration-leaf-100 underline-offset-4 hover:decoration-leaf-700"
              onClick={() => onMore(product)}
            >
              {name}
            </button>
          </h2>
          <p className="text-sm text-gray-700">
            {productDetails(product, unitSize(product.unit, product.stems_per_unit), language)}
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <ProductPrice product={product} />
            <Availability onHand={product.on_hand} />
            <Arrival arrivedAt={product.arrived_at} />
            {inCart > 0 && (
              <span className="text-sm font-semibold text-leaf-800">{t('shop.inCart', { count: inCart })}</span>
            )}
          </p>
        </div>
        <FavouriteStar productId={product.id} name={name} starred={starred} />
      </div>
      <PackSelect choice={choice} name={name} className="mt-2" />
      <form
        className="mt-2 flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (quantity < 1) return;
          onAdd(choice.chosen, quantity);
          markAdded();
        }}
      >
        <QuantityStepper name={name} value={quantity} onValue={setQuantity} disabled={soldOut} />
        <AddButton name={name} disabled={soldOut} added={added} className="flex-1" />
      </form>
    </article>
  );
});
