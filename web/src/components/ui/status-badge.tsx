import { useTranslation } from 'react-i18next';

const styles = {
  pending: 'bg-yellow-100 text-yellow-900',
  active: 'bg-leaf-100 text-leaf-900',
  inactive: 'bg-gray-200 text-gray-800',
  rejected: 'bg-petal-100 text-petal-800',
} as const;

/** A customer's state in one word: pending, active, inactive or rejected. */
export function accountState(customer: {
  status: 'pending' | 'approved' | 'rejected';
  active: boolean;
}): keyof typeof styles {
  if (customer.status === 'approved') return customer.active ? 'active' : 'inactive';
  return customer.status;
}

export function StatusBadge({
  customer,
}: {
  customer: { status: 'pending' | 'approved' | 'rejected'; active: boolean };
}) {
  const { t } = useTranslation();
  const state = accountState(customer);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[state]}`}>
      {t(`customers.state.${state}`)}
    </span>
  );
}
