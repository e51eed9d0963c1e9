import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Claim } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { useClaim } from '../api/claims';
import { ClaimFacts } from './claim-facts';
import { ClaimLines } from './claim-lines';
import { ClaimStatusBadge } from './claim-status-badge';
import { PhotoViewer } from './photo-viewer';

/**
 * A claim's page, for the customer and for staff: the way back to the list, the claim's number
 * and status, then what the page shows of the claim once it is loaded (or why it is not).
 */
export function ClaimPageFrame({
  back,
  backLabel,
  children,
}: {
  back: string;
  backLabel: string;
  children: (claim: Claim) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useClaim(id);
  const claim = query.data;
  usePageTitle(t('claims.number', { id }));
  return (
    <section className="space-y-6">
      <LangLink to={back} className="text-sm font-semibold text-leaf-800 underline">
        {backLabel}
      </LangLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('claims.number', { id })}</h1>
        {claim && <ClaimStatusBadge status={claim.status} />}
      </div>
      {claim ? children(claim) : <ListStatus query={query} isEmpty={false} emptyText="" />}
    </section>
  );
}

/** What both pages show of a claim: its facts (the order linked where the reader opens orders), lines and photos. */
export function ClaimDetails({ claim, orderPath }: { claim: Claim; orderPath: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ClaimFacts
        claim={claim}
        order={
          <LangLink to={orderPath} className="text-leaf-800 underline">
            {claim.order_number}
          </LangLink>
        }
      />
      <ClaimLines claim={claim} />
      <h2 className="font-serif text-xl font-bold text-leaf-900">{t('claims.photos.title')}</h2>
      <PhotoViewer claim={claim} />
    </>
  );
}
