import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';

/** The fields an order, an order line or a product carries for the owner and the office only. */
export interface CostFigures {
  cost_cents?: number | null;
  margin_cents?: number | null;
}

/** Whether the reply carried a cost at all: the server leaves the fields out for other readers. */
export const carriesCost = (figures: CostFigures) => figures.cost_cents !== undefined;

/**
 * What an order or a product cost and earns, as the owner and the office read it (issue 37 item 6,
 * decision 063): "Cost $4.20 · margin $1.80", or "Cost not known" while a lot's cost is not (never
 * $0.00: nothing known is not free). Nothing for a reader the server gave no cost.
 */
export function CostAndMargin({ figures }: { figures: CostFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!carriesCost(figures)) return null;
  const { cost_cents: cost, margin_cents: margin } = figures;
  if (cost === null || cost === undefined || margin === null || margin === undefined)
    return <>{t('margins.costNotKnown')}</>;
  return (
    <>{t('margins.costAndMargin', { cost: formatMoney(cost, language), margin: formatMoney(margin, language) })}</>
  );
}
