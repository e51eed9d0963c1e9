import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerListItem } from '@shop/contract';
import { SearchCombobox, type SearchResults } from '@/components/form/search-combobox';
import { customerListQuery } from '@/api/customers';

interface Props {
  onPick: (customer: CustomerListItem) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** An order needs its customer; a list filtered by customer does not (prebookings). */
  required?: boolean;
}

/** The first customers matching a search, for a SearchCombobox (only active ones can be ordered for). */
export function useCustomerResults(
  search: string,
  enabled: boolean,
  filter: 'active' | 'all' = 'active',
): SearchResults<CustomerListItem> {
  const results = useQuery({
    ...customerListQuery({ search, filter, limit: 8, sort: 'businessName', order: 'asc' }),
    enabled,
  });
  return {
    options: results.data?.customers ?? [],
    current: results.data !== undefined && !results.isPlaceholderData,
    loaded: results.data !== undefined,
  };
}

/** Keyboard-first customer search by name, e-mail or city, as the ProductPicker for products. */
export function CustomerPicker({ onPick, error, ref, required = true }: Props) {
  const { t } = useTranslation();
  return (
    <SearchCombobox<CustomerListItem>
      ref={ref}
      label={t('tickets.customer.label')}
      placeholder={t('tickets.customer.placeholder')}
      noneText={t('tickets.customer.none')}
      required={required}
      error={error}
      useResults={useCustomerResults}
      keyOf={(c) => c.id}
      onPick={onPick}
      renderOption={(c) => (
        <>
          <span className="font-semibold">{c.businessName}</span>
          <span className="block text-gray-700">
            {c.city} · {c.email}
          </span>
        </>
      )}
    />
  );
}
