import { useTranslation } from 'react-i18next';
import { DateFilter, FilterTabs } from '@/components/ui/list-controls';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { DELIVERY_METHODS, ORDER_SOURCES, ORDER_STATUSES, ORDER_TYPES } from '@shop/contract/orders';
import { useLabels } from '@/lib/use-labels';

const TABS = ['all', ...ORDER_STATUSES] as const;

/** The list's filters as the address holds them (strings; '' when not set). */
export interface TicketFilterValues {
  status: string;
  date_from: string;
  date_to: string;
  source: string;
  delivery_method: string;
  delivery_zone: string;
  type: string;
  /** Shown above the list (CustomerFilter), cleared with the others. */
  customer_id: string;
}

export const TICKET_FILTER_KEYS = [
  'status',
  'date_from',
  'date_to',
  'source',
  'delivery_method',
  'delivery_zone',
  'type',
  'customer_id',
] as const;

/** Status tabs, then delivery dates, source, delivery or pickup, zone and type; every change is a new address. */
export function TicketFilters({
  values,
  onChange,
}: {
  values: TicketFilterValues;
  onChange: (changes: Partial<Record<keyof TicketFilterValues, string | null>>) => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const selected = (tab: (typeof TABS)[number]) => (tab === 'all' ? values.status === '' : values.status === tab);
  const select = <T extends string>(
    key: 'source' | 'delivery_method' | 'delivery_zone' | 'type',
    options: readonly T[],
    label: (o: T) => string,
  ) => (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-leaf-900">
        {t(`tickets.filters.${key === 'delivery_method' ? 'method' : key === 'delivery_zone' ? 'zone' : key}`)}
      </span>
      <select className="input" value={values[key]} onChange={(e) => onChange({ [key]: e.target.value || null })}>
        <option value="">{t('tickets.filters.any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </label>
  );
  const date = (key: 'date_from' | 'date_to', label: string) => (
    <DateFilter label={label} value={values[key]} onChange={(value) => onChange({ [key]: value })} />
  );
  const anySet = TICKET_FILTER_KEYS.some((k) => values[k] !== '');

  return (
    <div className="space-y-3">
      <FilterTabs
        label={t('tickets.filterLabel')}
        options={TABS}
        selected={selected}
        onSelect={(tab) => onChange({ status: tab === 'all' ? null : tab })}
      >
        {(tab) => (tab === 'all' ? t('tickets.filters.all') : label('orderStatus', tab))}
      </FilterTabs>
      <div className="flex flex-wrap items-end gap-3">
        {date('date_from', t('tickets.filters.from'))}
        {date('date_to', t('tickets.filters.to'))}
        {select('source', ORDER_SOURCES, (o) => label('orderSource', o))}
        {select('delivery_method', DELIVERY_METHODS, (o) => label('deliveryMethod', o))}
        {select('delivery_zone', DELIVERY_ZONES, (o) => label('zone', o))}
        {select('type', ORDER_TYPES, (o) => label('orderType', o))}
        {anySet && (
          <button
            type="button"
            className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
            onClick={() => onChange(Object.fromEntries(TICKET_FILTER_KEYS.map((k) => [k, null])))}
          >
            {t('tickets.filters.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
