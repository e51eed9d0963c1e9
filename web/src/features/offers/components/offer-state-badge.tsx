import { useTranslation } from 'react-i18next';
import type { OfferState } from '@shop/contract';

const styles: Record<OfferState, string> = {
  draft: 'bg-gray-200 text-gray-800',
  scheduled: 'bg-yellow-100 text-yellow-900',
  active: 'bg-leaf-100 text-leaf-900',
  expired: 'bg-petal-100 text-petal-800',
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[state]}`}
    >
      {t(`offers.state.${state}`)}
    </span>
  );
}
