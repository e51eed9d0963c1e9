import { useTranslation } from 'react-i18next';
import type { Order, OrderListItem } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/use-now';
import { canRequest } from '../claim-rules';

/**
 * On a delivered order's page, and on its row in the customer's lists: "Report a problem" within
 * 24 hours, "Request a return" while dry goods may go back (14 days, not a special order).
 * Nothing once both windows are closed. In a list each link names its order for screen readers.
 */
export function ClaimRequestLinks({ order, inList = false }: { order: Order | OrderListItem; inList?: boolean }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const kinds = (['claim', 'return'] as const).filter((kind) => canRequest(kind, order, now));
  if (kinds.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {kinds.map((kind) => (
        <LangLink
          key={kind}
          to={paths.customer.claimCreate(order.id, kind)}
          className="btn btn-secondary"
          {...(inList ? { 'aria-label': t(`claims.request.${kind}For`, { number: order.number }) } : {})}
        >
          {t(`claims.request.${kind}`)}
        </LangLink>
      ))}
    </div>
  );
}
