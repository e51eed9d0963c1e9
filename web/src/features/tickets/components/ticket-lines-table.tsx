import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { DataTable } from '@/components/data-table';
import { useOrderLineColumns } from '@/components/orders/order-line-columns';

/** An order's lines as saved (names and prices are the order's snapshot), with the design center's marks. */
export function TicketLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useOrderLineColumns((line) => (
    <>
      <span className="font-semibold">{productName(line, language)}</span>
      {line.complete_order && (
        <span className="ml-2 inline-block rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900">
          {t('tickets.view.complete')}
        </span>
      )}
      {line.back_order && (
        <span className="ml-2 inline-block rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
          {line.back_order_text
            ? t('tickets.view.backOrderNote', { text: line.back_order_text })
            : t('tickets.view.backOrder')}
        </span>
      )}
    </>
  ));
  return (
    <DataTable
      variant="plain"
      tableClassName="min-w-[560px]"
      caption={t('orders.fields.lines')}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.id}
    />
  );
}
