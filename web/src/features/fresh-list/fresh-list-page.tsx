import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreshListStatus } from '@shop/contract';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { useFreshListSettings, useSaveFreshListSettings } from './api';

/**
 * /admin/fresh-list (issue 39 item 5): whether the fresh list goes out and at what hour, how many
 * florists asked for it, and when it last went out. Owner and office.
 */
export default function FreshListPage() {
  const { t } = useTranslation();
  usePageTitle(t('freshList.title'));
  const settings = useFreshListSettings();
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('freshList.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('freshList.lead')}</p>
      <div className="mt-6">
        {settings.data ? <SettingsForm status={settings.data} /> : <QueryStatus query={settings} />}
      </div>
    </section>
  );
}

function SettingsForm({ status }: { status: FreshListStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const save = useSaveFreshListSettings();
  const [enabled, setEnabled] = useState(status.enabled);
  const [sendAt, setSendAt] = useState(status.send_at);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const reply = await save.mutateAsync({ enabled, send_at: sendAt });
      toast.success(reply.message ?? t('freshList.saved'));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('freshList.errors.save'));
    }
  };

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-leaf-900">
        <input type="checkbox" className="h-5 w-5" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('freshList.enabled')}
      </label>
      <div>
        <label htmlFor={`${id}-at`} className="block text-sm font-semibold text-leaf-900">
          {t('freshList.sendAt')}
        </label>
        <input
          id={`${id}-at`}
          type="time"
          required
          className="input mt-1 w-40"
          value={sendAt}
          onChange={(e) => setSendAt(e.target.value)}
        />
      </div>
      <p className="text-sm text-gray-700" data-testid="fresh-list-status">
        {t('freshList.subscribers', { count: status.subscribers })}{' '}
        {status.last_sent
          ? t('freshList.lastSent', {
              when: formatDateTime(status.last_sent.sent_at, language),
              count: status.last_sent.recipients,
            })
          : t('freshList.neverSent')}
      </p>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? t('freshList.saving') : t('freshList.save')}
      </button>
    </form>
  );
}
