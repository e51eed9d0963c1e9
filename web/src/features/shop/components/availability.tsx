import { useTranslation } from 'react-i18next';

/** Live stock in words (never colour alone). */
export function Availability({ onHand }: { onHand: number }) {
  const { t } = useTranslation();
  return onHand > 0 ? (
    <span className="text-sm text-leaf-700">{t('shop.available', { count: onHand })}</span>
  ) : (
    <span className="rounded bg-petal-100 px-1.5 text-sm font-semibold text-petal-800">{t('shop.soldOut')}</span>
  );
}
