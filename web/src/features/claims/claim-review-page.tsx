import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useClaim, useClaimList } from './api/claims';
import { ClaimFacts } from './components/claim-facts';
import { ClaimLines } from './components/claim-lines';
import { ClaimStatusBadge } from './components/claim-status-badge';
import { DecisionPanel } from './components/decision-panel';
import { PhotoViewer } from './components/photo-viewer';
import { ReceivePanel } from './components/receive-panel';

/** /admin/claims/view/{id}: a claim with its order, customer, lines, photos, history and the decision. */
export default function ClaimReviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useClaim(id);
  const claim = query.data;
  usePageTitle(t('claims.number', { id }));
  return (
    <section className="space-y-6">
      <LangLink to={paths.admin.claims} className="text-sm font-semibold text-leaf-800 underline">
        {t('claims.queue.back')}
      </LangLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('claims.number', { id })}</h1>
        {claim && <ClaimStatusBadge status={claim.status} />}
      </div>
      {claim ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <p>
              <LangLink
                to={paths.admin.customerView(claim.customer_id)}
                className="font-semibold text-leaf-800 underline"
              >
                {claim.business_name}
              </LangLink>
            </p>
            <ClaimFacts
              claim={claim}
              order={
                <LangLink to={paths.admin.ticketView(claim.order_id)} className="text-leaf-800 underline">
                  {claim.order_number}
                </LangLink>
              }
            />
            <ClaimLines claim={claim} />
            <h2 className="font-serif text-xl font-bold text-leaf-900">{t('claims.photos.title')}</h2>
            <PhotoViewer claim={claim} />
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
      ) : (
        <ListStatus query={query} isEmpty={false} emptyText="" />
      )}
    </section>
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
