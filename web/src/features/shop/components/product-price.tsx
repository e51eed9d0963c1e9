import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/** The customer's price; under an offer, the regular one struck through beside it. */
export function ProductPrice({ product }: { product: Pick<Product, 'price_cents' | 'special_price_cents'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const special = product.special_price_cents;
  if (special === null || special === undefined)
    return <span className="font-semibold tabular-nums">{formatMoney(product.price_cents, language)}</span>;
  return (
    <span className="tabular-nums">
      <span className="sr-only">{t('shop.price.regular')} </span>
      <s className="text-gray-600">{formatMoney(product.price_cents, language)}</s>{' '}
      <span className="sr-only">{t('shop.price.special')} </span>
      <strong className="text-petal-800">{formatMoney(special, language)}</strong>
    </span>
  );
}
