import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

type Priced = Pick<Product, 'price_cents' | 'special_price_cents'> &
  Partial<Pick<Product, 'list_price_cents' | 'price_source'>>;

/**
 * The customer's price. Below the list (decision 060: their level, contract, a break), "your
 * price" with the list price struck through; under an offer, the regular one struck through
 * beside it. Screen readers hear which is which.
 */
export function ProductPrice({ product }: { product: Priced }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = product.list_price_cents;
  if (list !== undefined && list > product.price_cents) {
    const offer = product.price_source === 'offer';
    return (
      <span className="tabular-nums" data-testid="your-price">
        <span className="sr-only">{t(offer ? 'shop.price.regular' : 'shop.price.list')} </span>
        <s className="text-gray-600">{formatMoney(list, language)}</s>{' '}
        <span className="sr-only">{t(offer ? 'shop.price.special' : 'shop.price.yours')} </span>
        <strong className="text-petal-800">{formatMoney(product.price_cents, language)}</strong>
        {!offer && (
          <span aria-hidden="true" className="ml-1 text-xs font-semibold text-petal-800">
            {t('shop.price.yoursTag')}
          </span>
        )}
      </span>
    );
  }
  const special = product.special_price_cents;
  if (special === null || special === undefined || list !== undefined)
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
