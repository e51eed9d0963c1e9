import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@shop/contract';

/** The invoice PDF, once the order has an invoice (confirming assigns its number); opens in a new tab. */
export function InvoiceLink({ order }: { order: Pick<OrderListItem, 'invoice_number' | 'invoicePdf' | 'number'> }) {
  const { t } = useTranslation();
  if (!order.invoice_number || !order.invoicePdf) return <span className="text-gray-700">—</span>;
  return (
    <a
      href={order.invoicePdf}
      target="_blank"
      rel="noopener"
      className="font-semibold text-leaf-800 underline underline-offset-2 hover:text-petal-800"
      aria-label={t('customerOrders.invoiceOf', { number: order.invoice_number })}
    >
      {t('orders.invoicePdf')}
    </a>
  );
}
