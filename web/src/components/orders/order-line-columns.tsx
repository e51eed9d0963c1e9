import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import type { DataColumn } from '@/components/data-table';
import { formatMoney } from '@/lib/money';

/** An order's lines as columns: the product as the screen shows it, then quantity, unit price and total. */
export function useOrderLineColumns(product: (line: OrderLine) => ReactNode): DataColumn<OrderLine>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = { align: 'right', cellClassName: 'tabular-nums' } as const;
  return [
    { id: 'product', header: t('orders.fields.product'), cell: product },
    { id: 'quantity', header: t('orders.fields.quantity'), ...number, cell: (line) => line.quantity },
    {
      id: 'unitPrice',
      header: t('orders.fields.unitPrice'),
      ...number,
      cell: (line) => formatMoney(line.unit_price_cents, language),
    },
    {
      id: 'lineTotal',
      header: t('orders.fields.lineTotal'),
      ...number,
      cellClassName: 'font-semibold tabular-nums',
      cell: (line) => formatMoney(line.line_total_cents, language),
    },
  ];
}
