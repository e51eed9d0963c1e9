import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { ClaimDetails, ClaimPageFrame } from './components/claim-page-frame';

/** /customer/claims/view/{id}: one of the customer's claims, its lines, photos and staff's answer. */
export default function MyClaimPage() {
  const { t } = useTranslation();
  return (
    <ClaimPageFrame back={paths.customer.claims} backLabel={t('claims.mine.back')}>
      {(claim) => (
        <>
          <ClaimDetails claim={claim} orderPath={paths.customer.ticketView(claim.order_id)} />
          {claim.credit_number && (
            <LangLink to={paths.customer.invoiceCredit} className="btn btn-secondary">
              {t('claims.mine.toStatement')}
            </LangLink>
          )}
        </>
      )}
    </ClaimPageFrame>
  );
}
