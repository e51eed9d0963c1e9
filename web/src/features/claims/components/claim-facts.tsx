import { useTranslation } from 'react-i18next';
import type { Claim } from '@shop/contract';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLanguage } from '@/lib/language';

/**
 * What a claim is and where it stands: kind, dates, the customer's note, staff's reason or
 * question, the RA number and the credit note. `order` is how the order is shown (a link).
 */
export function ClaimFacts({ claim, order }: { claim: Claim; order: React.ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: [string, React.ReactNode][] = [
    [t('claims.fields.kind'), t(`claims.kind.${claim.kind}`)],
    [t('claims.fields.order'), order],
    [t('claims.fields.created'), formatDateTime(claim.created_at, language)],
    [t('claims.fields.delivered'), claim.delivered_at ? formatDateTime(claim.delivered_at, language) : '—'],
  ];
  if (claim.ra_number) facts.push([t('claims.fields.ra'), claim.ra_number]);
  if (claim.received_at) facts.push([t('claims.fields.received'), formatDateTime(claim.received_at, language)]);
  if (claim.credit_number)
    facts.push([
      t('claims.fields.credit'),
      `${claim.credit_number} · ${formatMoney(Math.abs(claim.credit_total_cents ?? 0), language)}`,
    ]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      {claim.note && (
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-700">{t('claims.fields.note')}</dt>
          <dd className="whitespace-pre-line">{claim.note}</dd>
        </div>
      )}
      {claim.decision_reason && (
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-700">
            {claim.status === 'in_review' ? t('claims.fields.question') : t('claims.fields.reason')}
          </dt>
          <dd className="whitespace-pre-line">{claim.decision_reason}</dd>
        </div>
      )}
    </dl>
  );
}
