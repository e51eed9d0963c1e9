import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useClaimList } from './api/claims';
import { ClaimPageFrame, ClaimDetails } from './components/claim-page-frame';
import { ClaimStatusBadge } from './components/claim-status-badge';
import { DecisionPanel } from './components/decision-panel';
import { ReceivePanel } from './components/receive-panel';

/** /admin/claims/view/{id}: a claim with its order, customer, lines, photos, history and the decision. */
export default function ClaimReviewPage() {
  const { t } = useTranslation();
  return (
    <ClaimPageFrame back={paths.admin.claims} backLabel={t('claims.queue.back')}>
      {(claim) => (
        // One column as wide as the page (minmax(0, 1fr)), not as its widest content: the lines'
        // table scrolls in its box instead of widening a phone's page (issue 34 item 9).
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <p>
              <LangLink
                to={paths.admin.customerView(claim.customer_id)}
                className="font-semibold text-leaf-800 underline"
              >
                {claim.business_name}
              </LangLink>
            </p>
            <ClaimDetails claim={claim} orderPath={paths.admin.ticketView(claim.order_id)} />
          </div>
          <div className="space-y-6">
            {claim.status === 'new' || claim.status === 'in_review' ? (
              <DecisionPanel key={claim.updated_at} claim={claim} />
            ) : null}
            {claim.kind === 'return' &&
              (claim.status === 'approved' || claim.status === 'partially_approved') &&
              claim.received_at === null && <ReceivePanel claim={claim} />}
            <OtherClaims customerId={claim.customer_id} currentId={claim.id} />
          </div>
        </div>
      )}
    </ClaimPageFrame>
  );
}

/** The customer's other claims and returns, newest first: how often, and how they were decided. */
function OtherClaims({ customerId, currentId }: { customerId: number; currentId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useClaimList({ customer_id: customerId, page: 1, limit: 10 });
  const others = list.data?.claims.filter((c) => c.id !== currentId);
  return (
    <section aria-labelledby="other-claims" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <h2 id="other-claims" className="font-serif text-xl font-bold text-leaf-900">
        {t('claims.others.title')}
      </h2>
      {others && others.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {others.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2">
              <LangLink to={paths.admin.claimView(c.id)} className="font-semibold text-leaf-800 underline">
                {t('claims.number', { id: c.id })}
              </LangLink>
              <span className="text-sm text-gray-700">
                {t(`claims.kind.${c.kind}`)} · {c.order_number} · {formatDateTime(c.created_at, language)}
              </span>
              <ClaimStatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      ) : (
        <ListStatus query={list} isEmpty emptyText={t('claims.others.none')} />
      )}
    </section>
  );
}
