import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { productDetails, productName } from '@/lib/product-name';
import { Arrival } from './arrival';
import { Availability } from './availability';
import { ProductPrice } from './product-price';
import { useLabels } from '@/lib/use-labels';
import { AddToCartForm } from './add-to-cart-form';
import { FavouriteStar } from './favourite-star';
import type { ProductItemProps } from './product-row';
import { ProductPicture } from '@/components/product-picture';

/** One product of the shop: image, name, details, price, stock, a quantity and Add (drawn again as ProductRow is). */
export const ProductCard = memo(function ProductCard({ product, onAdd, onMore, starred, inCart }: ProductItemProps) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const headingId = useId();
  const name = productName(product, language);
  const unit = unitSize(product.unit, product.stems_per_unit);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-leaf-100"
    >
      {product.image ? (
        <ProductPicture
          image={product.image}
          widths={['thumb', 'card']}
          sizes="(min-width: 640px) 320px, 100vw"
          alt=""
          width={480}
          height={320}
          loading="lazy"
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="aspect-[3/2] w-full bg-leaf-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="font-serif text-lg leading-snug text-leaf-900">
            {name}
          </h2>
          <FavouriteStar productId={product.id} name={name} starred={starred} />
        </div>
        <p className="text-sm text-gray-700">{productDetails(product, unit, language)}</p>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <ProductPrice product={product} />
          <Availability onHand={product.on_hand} />
        </div>
        <Arrival arrivedAt={product.arrived_at} className="self-start text-sm" />
        {inCart > 0 && <p className="text-sm font-semibold text-leaf-800">{t('shop.inCart', { count: inCart })}</p>}
        <AddToCartForm product={product} name={name} onAdd={onAdd} className="mt-auto pt-2" />
        <button
          type="button"
          className="btn btn-secondary min-h-9 py-1 text-sm"
          onClick={() => onMore(product)}
          aria-label={t('shop.viewMoreOf', { name })}
        >
          {t('shop.viewMore')}
        </button>
      </div>
    </article>
  );
});
