import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { countryName } from '@shop/contract/countries';
import { useLanguage } from '@/lib/language';
import { productDetails, productName } from '@/lib/product-name';
import { AddToCartForm } from './add-to-cart-form';
import { Arrival } from './arrival';
import { Availability } from './availability';
import { ProductPrice } from './product-price';
import { PackBreaks } from './pack-breaks';
import { useLabels } from '@/lib/use-labels';
import { PictureGallery } from './picture-gallery';

/** 'View More': the pictures (a gallery), description, origin and the rest of what staff recorded. */
export function ProductDetails({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (product: Product, quantity: number) => void;
}) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const description = language === 'fr' ? product.description_fr : product.description_en;
  const facts: [string, string | null][] = [
    [t('shop.details.category'), language === 'fr' ? product.category_name_fr : product.category_name_en],
    [t('shop.details.variety'), product.variety],
    [t('catalogue.facts.grade'), product.grade],
    [
      t('catalogue.facts.stemsPerBunch'),
      product.stems_per_bunch ? t('catalogue.facts.stems', { count: product.stems_per_bunch }) : null,
    ],
    [t('shop.details.format'), productDetails(product, unitSize(product.unit, product.stems_per_unit), language)],
    // An ISO code (or, before issue 36, a name as typed): the country as the reader names it.
    [t('shop.details.origin'), product.origin ? countryName(product.origin, language) : null],
    [t('shop.details.sku'), product.sku],
  ];
  return (
    <div className="space-y-4">
      <PictureGallery
        pictures={product.pictures.length || !product.image ? product.pictures : [{ id: 0, ...product.image }]}
        name={productName(product, language)}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ProductPrice product={product} />
        <Availability onHand={product.on_hand} />
        <Arrival arrivedAt={product.arrived_at} />
      </div>
      <AddToCartForm product={product} name={productName(product, language)} onAdd={onAdd} className="max-w-xs" />
      <PackBreaks packs={product.packs} />
      <p className="whitespace-pre-line text-gray-800">{description || t('shop.details.noDescription')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts
          .filter((f): f is [string, string] => !!f[1])
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-leaf-900">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
