import { useTranslation } from 'react-i18next';
import type { CreditNoteLink, Order } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

/** An order's name as the customer and staff read it: a refund is its credit note, not an "order". */
export function useOrderTitle() {
  const { t } = useTranslation();
  return (order: Pick<Order, 'type' | 'number' | 'invoice_number'>) =>
    order.type === 'refund'
      ? t('orders.creditNoteNumber', { number: order.invoice_number ?? order.number })
      : t('customerOrders.orderNumber', { number: order.number });
}

/** The credit notes issued against an order, each linked to its page, with its amount. */
export function CreditNoteLinks({
  notes,
  pathOf,
}: {
  notes: readonly CreditNoteLink[];
  pathOf: (id: number) => string;
}) {
  const language = useLanguage();
  const { label } = useLabels();
  const title = useOrderTitle();
  return (
    <ul className="space-y-1">
      {notes.map((note) => (
        <li key={note.id}>
          <LangLink to={pathOf(note.id)} className="text-leaf-800 underline">
            {title({ type: 'refund', number: note.number, invoice_number: note.invoice_number })}
          </LangLink>{' '}
          <span className="tabular-nums">{formatMoney(note.total_cents, language)}</span>
          {note.status === 'cancelled' && <span className="text-gray-700"> · {label('orderStatus', 'cancelled')}</span>}
        </li>
      ))}
    </ul>
  );
}
