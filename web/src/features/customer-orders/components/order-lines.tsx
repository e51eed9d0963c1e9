import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { DataTable } from '@/components/data-table';
import { useOrderLineColumns } from '@/components/orders/order-line-columns';
import { formatMoney } from '@/lib/money';

/**
 * An order's lines. On a phone the quantity and unit price go under the product's name
 * ("2 × $7.90"), beside the line's total: four columns made the prices a sideways scroll away
 * that nothing hinted at.
 */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useOrderLineColumns((line) => (
    <>
      {productName(line, language)}
      <span className="block text-gray-700 tabular-nums sm:hidden">
        {line.quantity} × {formatMoney(line.unit_price_cents, language)}
      </span>
      {line.back_order && (
        <span className="block text-xs font-semibold text-petal-800">
          {t('orders.fields.backOrder')}
          {line.back_order_text ? ` · ${line.back_order_text}` : ''}
        </span>
      )}
    </>
  )).map((column) =>
    WIDE_ONLY.has(column.id) ? { ...column, className: `${column.className ?? ''} hidden sm:table-cell` } : column,
  );
  return (
    <DataTable
      tableClassName="sm:min-w-[30rem]"
      caption={t('orders.fields.lines')}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.id}
    />
  );
}

/** The columns a phone shows under the product's name instead. */
const WIDE_ONLY = new Set(['quantity', 'unitPrice']);
