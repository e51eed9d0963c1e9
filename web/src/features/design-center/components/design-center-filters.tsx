import { useTranslation } from 'react-i18next';
import type { CustomerListItem, Designer } from '@shop/contract';
import { DESIGN_CENTER_FILTERS } from '@shop/contract/design-center';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { DELIVERY_METHODS } from '@shop/contract/orders';
import { SearchCombobox } from '@/components/form/search-combobox';
import { useCustomerResults } from '@/components/pickers/customer-picker';
import { useCan } from '@/lib/staff-access';
import { useLabels } from '@/lib/use-labels';

/** The filters as the address holds them ('' when not set). */
export interface DesignCenterFilterValues {
  date: string;
  status: string;
  designer: string;
  delivery_method: string;
  delivery_zone: string;
  customer_id: string;
  customer_name: string;
}

export const FILTER_KEYS = [
  'status',
  'designer',
  'delivery_method',
  'delivery_zone',
  'customer_id',
  'customer_name',
] as const;

type OnChange = (changes: Partial<Record<keyof DesignCenterFilterValues, string | null>>) => void;

/** Any customer, active or not, may have orders to prepare. */
const useAllCustomerResults = (search: string, enabled: boolean) => useCustomerResults(search, enabled, 'all');

/** Delivery date, state, designer, delivery or pickup, zone, customer; every change is a new address. */
export function DesignCenterFilters(props: {
  values: DesignCenterFilterValues;
  today: string;
  designers: Designer[];
  onChange: OnChange;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const can = useCan();
  const { values, onChange } = props;
  const field = 'flex min-w-0 flex-col text-sm font-semibold text-leaf-900 sm:w-48';
  const select = (
    key: 'status' | 'designer' | 'delivery_method' | 'delivery_zone',
    options: { value: string; label: string }[],
  ) => (
    <label className={field}>
      {t(`designCenter.filters.${key === 'delivery_method' ? 'method' : key === 'delivery_zone' ? 'zone' : key}`)}
      <select className="input mt-1" value={values[key]} onChange={(e) => onChange({ [key]: e.target.value || null })}>
        <option value="">{t('designCenter.filters.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const anySet = FILTER_KEYS.some((k) => values[k] !== '');

  return (
    <div
      role="group"
      aria-label={t('designCenter.filters.label')}
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
    >
      <label className={field}>
        {t('designCenter.date')}
        <input
          type="date"
          className="input mt-1"
          value={values.date}
          required
          onChange={(e) => onChange({ date: e.target.value && e.target.value !== props.today ? e.target.value : null })}
        />
      </label>
      {values.date !== props.today && (
        <button
          type="button"
          className="btn btn-secondary min-h-11 px-4 py-1 text-sm"
          onClick={() => onChange({ date: null })}
        >
          {t('designCenter.today')}
        </button>
      )}
      {select(
        'status',
        DESIGN_CENTER_FILTERS.map((s) => ({ value: s, label: t(`designCenter.statuses.${s}`) })),
      )}
      {select(
        'designer',
        props.designers.map((d) => ({
          value: d.name,
          label: d.active ? d.name : t('designCenter.row.inactive', { name: d.name }),
        })),
      )}
      {select(
        'delivery_method',
        DELIVERY_METHODS.map((m) => ({ value: m, label: label('deliveryMethod', m) })),
      )}
      {select(
        'delivery_zone',
        DELIVERY_ZONES.map((z) => ({ value: z, label: label('zone', z) })),
      )}
      {/* Searching customers reads them (customers.read): a designer filters by the other fields. */}
      {(values.customer_id || can('customers.read')) && (
        <div className="col-span-2 sm:w-64">
          {values.customer_id ? (
            <div className="flex flex-col text-sm font-semibold text-leaf-900">
              {t('designCenter.filters.customer')}
              <span className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-full bg-leaf-50 px-3 ring-1 ring-leaf-100">
                <span className="truncate">{values.customer_name || `#${values.customer_id}`}</span>
                <button
                  type="button"
                  className="ml-auto rounded-full px-2 text-lg leading-none text-leaf-900 hover:bg-leaf-100"
                  aria-label={t('designCenter.filters.removeCustomer')}
                  onClick={() => onChange({ customer_id: null, customer_name: null })}
                >
                  ×
                </button>
              </span>
            </div>
          ) : (
            <SearchCombobox<CustomerListItem>
              label={t('designCenter.filters.customer')}
              placeholder={t('designCenter.filters.customerPlaceholder')}
              noneText={t('designCenter.filters.customerNone')}
              useResults={useAllCustomerResults}
              keyOf={(c) => c.id}
              onPick={(c) => onChange({ customer_id: String(c.id), customer_name: c.businessName })}
              renderOption={(c) => (
                <>
                  <span className="font-semibold">{c.businessName}</span>
                  <span className="block text-gray-700">
                    {c.city} · {c.email}
                  </span>
                </>
              )}
            />
          )}
        </div>
      )}
      {anySet && (
        <button
          type="button"
          className="btn btn-secondary min-h-11 px-4 py-1 text-sm"
          onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}
        >
          {t('designCenter.filters.clear')}
        </button>
      )}
    </div>
  );
}
