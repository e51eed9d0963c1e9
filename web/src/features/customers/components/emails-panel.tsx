import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { useLanguage } from '@/lib/language';
import { formatDateTime } from '@/lib/dates';
import { useCustomerEmails } from '../api/emails';

const statusStyle = { pending: 'text-gray-700', sent: 'text-leaf-800', failed: 'text-petal-800' } as const;

/** The e-mails written to the customer and whether the sender delivered them (PRODUCT.md, E-mail). */
export function EmailsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const emails = useCustomerEmails(customerId, page);

  return (
    <section aria-labelledby="emails-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <h2 id="emails-title" className="font-serif text-xl text-leaf-900">
        {t('customers.emails.title')}
      </h2>
      {emails.isError && (
        <p role="alert" className="mt-3 text-petal-800">
          {emails.error.message}
        </p>
      )}
      <ul className="mt-3 divide-y divide-leaf-100 text-sm">
        {emails.data?.emails.map((e) => (
          <li key={e.id} className="py-2">
            <p className="font-medium break-words text-leaf-900">{e.subject}</p>
            <p className="flex flex-wrap gap-x-3 text-gray-700">
              <span>{formatDateTime(e.sent_at ?? e.created_at, language)}</span>
              <span className={`font-semibold ${statusStyle[e.status]}`}>
                {t(`customers.emails.statuses.${e.status}`)}
                {e.status !== 'sent' && e.attempts > 1
                  ? ` (${t('customers.emails.attempts', { count: e.attempts })})`
                  : ''}
              </span>
            </p>
          </li>
        ))}
      </ul>
      {emails.data?.emails.length === 0 && <p className="py-3 text-gray-700">{t('customers.emails.none')}</p>}
      {emails.data && emails.data.pagination.total > emails.data.pagination.limit && (
        <div className="mt-3">
          <Pagination
            page={page}
            limit={emails.data.pagination.limit}
            total={emails.data.pagination.total}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}
