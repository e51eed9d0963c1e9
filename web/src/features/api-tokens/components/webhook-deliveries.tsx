import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@/components/query-status';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { WEBHOOK_DELIVERY_ERRORS, type WebhookDelivery } from '@shop/contract/webhooks';
import { DELIVERIES_PER_PAGE, useResendDelivery, useWebhookDeliveries } from '../api/webhooks';

const statusStyle = {
  pending: 'bg-yellow-100 text-yellow-900',
  delivered: 'bg-leaf-100 text-leaf-900',
  failed: 'bg-petal-100 text-petal-800',
} as const;

const isCode = (error: string): error is (typeof WEBHOOK_DELIVERY_ERRORS)[number] =>
  (WEBHOOK_DELIVERY_ERRORS as readonly string[]).includes(error);

/** An endpoint's delivery log, newest first, a page at a time; each event can be sent again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(webhookId, page, true);
  const resend = useResendDelivery();
  // The log stores a code; a row of before the codes holds an English sentence, shown as is.
  const errorOf = (d: WebhookDelivery) =>
    d.last_error && isCode(d.last_error)
      ? t(`webhooks.log.errors.${d.last_error}`, { status: d.response_status ?? '' })
      : d.last_error;
  if (!log.data) return <QueryStatus query={log} />;
  const { deliveries, pagination } = log.data;
  if (deliveries.length === 0) return <p className="text-sm text-gray-700">{t('webhooks.log.none')}</p>;
  return (
    <div className="space-y-3">
      <ul className="grid gap-2">
        {deliveries.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-lg p-3 text-sm ring-1 ring-leaf-100"
          >
            <div className="min-w-0">
              <p className="font-mono font-semibold text-leaf-900">
                {d.event}
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 font-sans text-xs font-semibold ${statusStyle[d.status]}`}
                >
                  {t(`webhooks.log.status.${d.status}`)}
                </span>
              </p>
              <p className="text-gray-700">
                {formatDateTime(d.created_at, language)} · {t('webhooks.log.attempts', { count: d.attempts })}
                {d.response_status !== null && ` · HTTP ${d.response_status}`}
              </p>
              {d.status !== 'delivered' && d.last_error && (
                <p className="break-words text-gray-700">{t('webhooks.log.lastError', { error: errorOf(d) })}</p>
              )}
              {d.status === 'pending' && d.next_attempt_at && (
                <p className="text-gray-700">
                  {t('webhooks.log.next', { at: formatDateTime(d.next_attempt_at, language) })}
                </p>
              )}
            </div>
            {d.status !== 'pending' && (
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 py-1 text-sm"
                disabled={resend.isPending}
                aria-label={t('webhooks.log.resendOf', { event: d.event, at: formatDateTime(d.created_at, language) })}
                onClick={() =>
                  void withToasts(
                    () => resend.mutateAsync({ id: webhookId, deliveryId: d.id }),
                    t('webhooks.errors.resend'),
                  )
                }
              >
                {t('webhooks.log.resend')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {pagination.total > DELIVERIES_PER_PAGE && (
        <Pagination
          page={pagination.page}
          limit={pagination.limit}
          total={pagination.total}
          capped={pagination.capped ?? false}
          onPage={setPage}
        />
      )}
    </div>
  );
}
