import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { useClaim } from './api/claims';
import { ClaimFacts } from './components/claim-facts';
import { ClaimLines } from './components/claim-lines';
import { ClaimStatusBadge } from './components/claim-status-badge';
import { PhotoViewer } from './components/photo-viewer';

/** /customer/claims/view/{id}: one of the customer's claims, its lines, photos and staff's answer. */
export default function MyClaimPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useClaim(id);
  const claim = query.data;
  usePageTitle(t('claims.number', { id }));
  return (
    <section className="space-y-6">
      <LangLink to={paths.customer.claims} className="text-sm font-semibold text-leaf-800 underline">
        {t('claims.mine.back')}
      </LangLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('claims.number', { id })}</h1>
        {claim && <ClaimStatusBadge status={claim.status} />}
      </div>
      {claim ? (
        <>
          <ClaimFacts
            claim={claim}
            order={
              <LangLink to={paths.customer.ticketView(claim.order_id)} className="text-leaf-800 underline">
                {claim.order_number}
              </LangLink>
            }
          />
          <ClaimLines claim={claim} />
          <h2 className="font-serif text-xl font-bold text-leaf-900">{t('claims.photos.title')}</h2>
          <PhotoViewer claim={claim} />
          {claim.credit_number && (
            <LangLink to={paths.customer.invoiceCredit} className="btn btn-secondary">
              {t('claims.mine.toStatement')}
            </LangLink>
          )}
        </>
      ) : (
        <ListStatus query={query} isEmpty={false} emptyText="" />
      )}
    </section>
  );
}
