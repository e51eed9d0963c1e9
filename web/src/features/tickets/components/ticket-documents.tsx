import { useTranslation } from 'react-i18next';
import type { IssuedDocument } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

/**
 * The invoices and credit notes issued for an order, oldest first: an edit credits the invoice
 * and issues a new one, a cancellation credits it; each keeps its own PDF as it was issued.
 */
export function TicketDocuments({ documents }: { documents: IssuedDocument[] }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  if (documents.length === 0) return <p>{t('tickets.view.noInvoice')}</p>;
  return (
    <ul className="divide-y divide-leaf-100">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <a href={d.pdf} className="font-semibold text-leaf-800 underline">
              {label('document', d.kind)} {d.number}
            </a>
            <span className="block text-sm text-gray-700">
              {formatDay(d.issued_on, language)}
              {d.reverses_number && ` · ${t('tickets.view.cancels', { number: d.reverses_number })}`}
            </span>
          </span>
          <span className="tabular-nums">{formatMoney(d.total_cents, language)}</span>
        </li>
      ))}
    </ul>
  );
}
