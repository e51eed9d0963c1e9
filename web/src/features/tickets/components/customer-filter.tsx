import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/api/customers';

/** The customer the list is narrowed to (?customer_id= in the address), and the way back to every customer. */
export function CustomerFilter({ id, onClear }: { id: number; onClear: () => void }) {
  const { t } = useTranslation();
  const customer = useCustomer(id);
  const name = customer.data?.businessName ?? t('tickets.customerFilter.unknown', { id });
  return (
    <p
      className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-leaf-50 px-3 py-2 text-sm ring-1 ring-leaf-100"
      data-testid="customer-filter"
    >
      <span>
        {t('tickets.customerFilter.label')} <strong className="text-leaf-900">{name}</strong>
      </span>
      <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={onClear}>
        {t('tickets.customerFilter.clear')}
      </button>
    </p>
  );
}
