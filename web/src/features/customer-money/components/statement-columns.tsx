import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@shop/contract';
import { useLanguage } from '@/app/language';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

const cell = 'px-3 py-2';
const amount = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * What an entry is: the document's number linking to its PDF (invoices and credit notes) or
 * the kind of entry, then the kind, the date (on a phone, where its column is hidden) and the
 * order or payment reference.
 */
function EntryDocument({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = t(`customerMoney.kinds.${entry.kind}`);
  const reference = entry.method
    ? [t(`paymentMethods.${entry.method}`), entry.reference].filter(Boolean).join(' · ')
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
    </>
  );
}

/** The statement's entries as a table that keeps three columns on a phone. */
export function StatementTable({ entries, caption }: { entries: StatementEntry[]; caption: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-leaf-50 text-left text-leaf-900">
        <tr>
          <th scope="col" className={`${cell} hidden sm:table-cell`}>
            {t('customerMoney.columns.date')}
          </th>
          <th scope="col" className={cell}>
            {t('customerMoney.columns.document')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('customerMoney.columns.amount')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('customerMoney.columns.balance')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-leaf-100">
        {entries.map((entry) => (
          <tr key={`${entry.kind}-${entry.id}`} data-testid="statement-entry">
            <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>{formatDay(entry.date, language)}</td>
            <td className={cell}>
              <EntryDocument entry={entry} />
            </td>
            <td className={`${amount} ${entry.amount_cents < 0 ? 'text-leaf-700' : ''}`}>
              {formatMoney(entry.amount_cents, language)}
            </td>
            <td className={`${amount} font-semibold`}>{formatMoney(entry.balance_cents, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
