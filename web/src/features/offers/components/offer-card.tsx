import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer, OfferItem } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';
import { offerText, offerTitle } from '../offer-text';
import { OfferPeriod } from './offer-period';
import { ProductPicture } from '@/components/product-picture';

/**
 * An active offer as customers see it: its products, regular price struck through, special price,
 * and in the shop a form to add each to the cart (`addForm`; issue 34, item 2).
 */
export function OfferCard({
  offer,
  addForm,
}: {
  offer: Offer;
  addForm?: ((item: OfferItem) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = offerTitle(offer, language);
  const text = offerText(offer, language);
  const headingId = `offer-card-${offer.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white ring-1 ring-leaf-100">
      {offer.image && (
        <ProductPicture
          image={offer.image}
          widths={['thumb', 'card', 'large']}
          sizes="(min-width: 768px) 480px, 100vw"
          alt=""
          width={480}
          height={320}
          loading="lazy"
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="p-5">
        <h3 id={headingId} className="font-serif text-xl text-leaf-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-gray-700">
          <OfferPeriod offer={offer} />
        </p>
        {text && <p className="mt-3 whitespace-pre-line">{text}</p>}
        <ul className="mt-4 divide-y divide-leaf-100" aria-label={t('offers.active.products', { title })}>
          {offer.items.map((item) => (
            <li key={item.product_id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <span className="font-medium">{productName(item.product, language)}</span>
              <span className="whitespace-nowrap tabular-nums">
                <span className="sr-only">{t('offers.active.regular')} </span>
                <s className="text-gray-600">{formatMoney(item.product.price_cents, language)}</s>{' '}
                <span className="sr-only">{t('offers.active.special')} </span>
                <strong className="text-petal-800">{formatMoney(item.special_price_cents, language)}</strong>
              </span>
              {addForm && <div className="w-full pt-2">{addForm(item)}</div>}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
