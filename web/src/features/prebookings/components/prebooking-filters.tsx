import { useTranslation } from 'react-i18next';
import { DateFilter } from '@/components/ui/list-controls';
import { CustomerFilter } from '@/components/pickers/customer-filter';

/** The list's filters as the address holds them (strings; '' when not set). */
export interface PrebookingFilterValues {
  date_from: string;
  date_to: string;
  customer_id: string;
  customer: string;
  converted: string;
  cancelled: string;
}

export const PREBOOKING_FILTER_KEYS = [
  'date_from',
  'date_to',
  'customer_id',
  'customer',
  'converted',
  'cancelled',
] as const;

/** Delivery dates, one customer, and whether converted and cancelled ones show; each change is a new address. */
export function PrebookingFilters({
  values,
  onChange,
}: {
  values: PrebookingFilterValues;
  onChange: (changes: Partial<Record<keyof PrebookingFilterValues, string | null>>) => void;
}) {
  const { t } = useTranslation();
  const date = (key: 'date_from' | 'date_to', label: string) => (
    <DateFilter label={label} value={values[key]} onChange={(value) => onChange({ [key]: value })} />
  );
  const toggle = (key: 'converted' | 'cancelled', label: string) => (
    <label className="flex min-h-9 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 accent-leaf-800"
        checked={values[key] === '1'}
        onChange={(e) => onChange({ [key]: e.target.checked ? '1' : null })}
      />
      <span>{label}</span>
    </label>
  );
  const anySet = PREBOOKING_FILTER_KEYS.some((k) => values[k] !== '');

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {date('date_from', t('prebookings.filters.from'))}
        {date('date_to', t('prebookings.filters.to'))}
      </div>
      <div className="max-w-md">
        <CustomerFilter
          customerId={values.customer_id || null}
          customerName={values.customer}
          label={t('prebookings.filters.customer')}
          anyLabel={t('prebookings.filters.anyCustomer')}
          onPick={(c) => onChange({ customer_id: String(c.id), customer: c.businessName })}
          onClear={() => onChange({ customer_id: null, customer: null })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {toggle('converted', t('prebookings.filters.converted'))}
        {toggle('cancelled', t('prebookings.filters.cancelled'))}
        {anySet && (
          <button
            type="button"
            className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
            onClick={() => onChange(Object.fromEntries(PREBOOKING_FILTER_KEYS.map((k) => [k, null])))}
          >
            {t('prebookings.filters.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
