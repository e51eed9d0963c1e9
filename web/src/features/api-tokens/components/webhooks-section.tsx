import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookWrite } from '@shop/contract/webhooks';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { NewToken } from './new-token';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm, type FieldRefusal } from './webhook-form';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';

/** One endpoint: its address, events and note; its delivery log behind a button; delete after asking. */
function WebhookCard({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const logId = useId();
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100" data-webhook={webhook.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold break-all text-leaf-900">{webhook.url}</p>
          {webhook.description && <p className="text-sm text-gray-700">{webhook.description}</p>}
          <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm text-gray-700">
            <dt>{t('webhooks.fields.events')}</dt>
            <dd className="font-mono break-words">{webhook.events.join(', ')}</dd>
            <dt>{t('webhooks.fields.created')}</dt>
            <dd>{formatDateTime(webhook.created_at, language)}</dd>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary min-h-11"
            aria-expanded={open}
            aria-controls={logId}
            onClick={() => setOpen(!open)}
          >
            {t('webhooks.log.toggle')}
          </button>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className="btn btn-secondary min-h-11"
                aria-label={t('webhooks.deleteOf', { url: webhook.url })}
              >
                {t('webhooks.delete')}
              </button>
            }
            title={t('webhooks.deleteOf', { url: webhook.url })}
            description={t('webhooks.deleteConfirm')}
            confirmLabel={t('webhooks.delete')}
            onConfirm={onDelete}
          />
        </div>
      </div>
      <div id={logId} hidden={!open}>
        {open && <WebhookDeliveries webhookId={webhook.id} />}
      </div>
    </li>
  );
}

/**
 * The user's webhooks (issue 40, item 3), under their API tokens: where the shop posts the
 * events of their orders, invoices and claims (a member's: every customer's, as their roles
 * read them), each signed with the secret shown once at registration.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  // A refusal naming a field (an address refused: private, unresolved...) goes back to the form,
  // which shows it on that field, as well as in the toast.
  const onCreate = async (write: WebhookWrite): Promise<FieldRefusal | undefined> => {
    try {
      const reply = await create.mutateAsync(write);
      toast.success(reply.message ?? '');
      setMade({ name: reply.data.webhook.url, token: reply.data.secret });
      setFormKey((key) => key + 1);
      return undefined;
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('webhooks.errors.create'));
      return err instanceof ApiError && err.field ? { field: err.field, message: err.message } : undefined;
    }
  };
  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div>
        <h2 id="webhooks-title" className="font-serif text-2xl text-leaf-900">
          {t('webhooks.title')}
        </h2>
        <p className="mt-1 text-gray-700">{t('webhooks.lead')}</p>
      </div>
      {made && <NewToken name={made.name} token={made.token} onDone={() => setMade(null)} texts="webhooks.created" />}
      {hooks.data ? (
        <>
          {hooks.data.events.length === 0 ? (
            <p className="text-gray-700">{t('webhooks.noEvents')}</p>
          ) : (
            <section aria-labelledby="webhooks-new" className={card}>
              <h3 id="webhooks-new" className="mb-3 font-serif text-xl text-leaf-900">
                {t('webhooks.new')}
              </h3>
              <WebhookForm key={formKey} events={hooks.data.events} busy={create.isPending} onSubmit={onCreate} />
            </section>
          )}
          {hooks.data.webhooks.length === 0 ? (
            <p className="text-gray-700">{t('webhooks.none')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('webhooks.yours')}>
              {hooks.data.webhooks.map((webhook) => (
                <WebhookCard
                  key={webhook.id}
                  webhook={webhook}
                  onDelete={() => void withToasts(() => remove.mutateAsync(webhook.id), t('webhooks.errors.delete'))}
                />
              ))}
            </ul>
          )}
        </>
      ) : (
        <QueryStatus query={hooks} />
      )}
    </section>
  );
}
