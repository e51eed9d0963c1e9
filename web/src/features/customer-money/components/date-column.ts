import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import type { DataColumn } from '@/components/data-table';
import { formatDay } from '@/lib/dates';

/** The date column of the customer's money tables: hidden on a phone, where it goes under the row's name. */
export function useDateColumn<T>(date: (row: T) => string): DataColumn<T> {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    id: 'date',
    header: t('customerMoney.columns.date'),
    className: 'hidden sm:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => formatDay(date(row), language),
  };
}
