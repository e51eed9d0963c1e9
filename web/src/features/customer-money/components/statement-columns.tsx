import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';
import type { DataColumn } from '@/components/data-table';
import { InvoicePayment } from '@/components/orders/invoice-payment';
import { useDateColumn } from './date-column';

const amount = 'tabular-nums whitespace-nowrap';

/**
 * What an entry is: the document's number linking to its PDF (invoices and credit notes) or
 * the kind of entry, then the kind, the date (on a phone, where its column is hidden) and the
 * order or payment reference; an invoice still owed its payment status, due date and lateness.
 */
function EntryDocument({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const kind = label('statementEntry', entry.kind);
  const reference = entry.method
    ? [label('paymentMethod', entry.method), entry.reference].filter(Boolean).join(' · ')
    : entry.reference && t('customerOrders.orderNumber', { number: entry.reference });
  const hasDocument = entry.number !== null && entry.invoicePdf !== null;
  return (
    <>
      <span className="block font-medium whitespace-nowrap text-leaf-900">
        {hasDocument ? (
          <a
            href={entry.invoicePdf ?? undefined}
            target="_blank"
            rel="noopener"
            className="font-semibold text-leaf-800 underline underline-offset-2 hover:text-petal-800"
            aria-label={t('customerMoney.documentPdf', { kind, number: entry.number })}
          >
            {entry.number}
          </a>
        ) : (
          kind
        )}
      </span>
      <span className="block text-xs text-gray-700">
        {[hasDocument ? kind : null, reference].filter(Boolean).join(' · ')}
        <span className="block sm:hidden">{formatDay(entry.date, language)}</span>
      </span>
      {entry.payment && (
        <span className="mt-1 block">
          <InvoicePayment payment={entry.payment} />
        </span>
      )}
    </>
  );
}

/** The statement's columns, three of them kept on a phone (the date goes under the document). */
export function useStatementColumns(): DataColumn<StatementEntry>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    useDateColumn<StatementEntry>((entry) => entry.date),
    { id: 'document', header: t('customerMoney.columns.document'), cell: (entry) => <EntryDocument entry={entry} /> },
    {
      id: 'amount',
      header: t('customerMoney.columns.amount'),
      align: 'right',
      cellClassName: (entry) => `${amount} ${entry.amount_cents < 0 ? 'text-leaf-700' : ''}`,
      cell: (entry) => formatMoney(entry.amount_cents, language),
    },
    {
      id: 'balance',
      header: t('customerMoney.columns.balance'),
      align: 'right',
      cellClassName: `${amount} font-semibold`,
      cell: (entry) => formatMoney(entry.balance_cents, language),
    },
  ];
}
