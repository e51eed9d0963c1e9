import { useTranslation } from 'react-i18next';
import type { ClaimStatus } from '@shop/contract';

const styles: Record<ClaimStatus, string> = {
  new: 'bg-yellow-100 text-yellow-900',
  in_review: 'bg-blue-100 text-blue-900',
  approved: 'bg-leaf-100 text-leaf-900',
  partially_approved: 'bg-leaf-50 text-leaf-900 ring-1 ring-leaf-200',
  refused: 'bg-petal-100 text-petal-800',
  closed: 'bg-gray-200 text-gray-800',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[status]}`}
    >
      {t(`claims.status.${status}`)}
    </span>
  );
}
