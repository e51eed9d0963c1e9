import { useTranslation } from '@/i18n/use-translation';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { DataTable } from '@/components/data-table';
import { useOrderLineColumns } from '@/components/orders/order-line-columns';

/** An order's lines: a table that scrolls sideways on a narrow phone rather than squeezing. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useOrderLineColumns((line) => (
    <>
      {productName(line, language)}
      {line.back_order && (
        <span className="block text-xs font-semibold text-petal-800">
          {t('orders.fields.backOrder')}
          {line.back_order_text ? ` · ${line.back_order_text}` : ''}
        </span>
      )}
    </>
  ));
  return (
    <DataTable
      tableClassName="min-w-[30rem]"
      caption={t('orders.fields.lines')}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.id}
    />
  );
}
