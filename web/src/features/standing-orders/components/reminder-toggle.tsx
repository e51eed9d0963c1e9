import { useTranslation } from 'react-i18next';
import { withToasts } from '@/lib/toast-action';
import { useReminderSetting, useSetReminderSetting } from '../api';

/** In the florist's profile: the e-mail the day before each occurrence becomes an order (issue 38 item 2). */
export function StandingReminderToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const setting = useReminderSetting();
  const set = useSetReminderSetting();
  return (
    <section aria-labelledby="standing-reminders-title" className={className}>
      <h2 id="standing-reminders-title" className="font-serif text-xl text-leaf-900">
        {t('standingOrders.reminders.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-700">{t('standingOrders.reminders.lead')}</p>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-leaf-900">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={setting.data?.enabled ?? true}
          disabled={!setting.data || set.isPending}
          onChange={(e) =>
            void withToasts(() => set.mutateAsync({ enabled: e.target.checked }), t('standingOrders.errors.save'))
          }
        />
        {t('standingOrders.reminders.label')}
      </label>
    </section>
  );
}
