import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { useFreshListSubscription, useSetFreshListSubscription } from '../api';

/** In the customer's profile: whether they get the fresh list each business morning (issue 39 item 5). */
export function FreshListSubscription({ className }: { className?: string }) {
  const { t } = useTranslation();
  const subscription = useFreshListSubscription();
  const set = useSetFreshListSubscription();
  const subscribed = subscription.data?.subscribed ?? false;
  const change = async (next: boolean) => {
    try {
      const reply = await set.mutateAsync({ subscribed: next });
      toast.success(reply.message ?? '');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('freshList.profile.errors'));
    }
  };
  return (
    <section aria-labelledby="fresh-list-title" className={className}>
      <h2 id="fresh-list-title" className="font-serif text-xl text-leaf-900">
        {t('freshList.profile.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-700">{t('freshList.profile.lead')}</p>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-leaf-900">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={subscribed}
          disabled={!subscription.data || set.isPending}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('freshList.profile.label')}
      </label>
    </section>
  );
}
