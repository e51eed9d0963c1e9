import { useId } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@/components/query-status';
import { ApiError } from '@/lib/api-client';
import { useAuthSettings, useSaveAuthSettings } from './api/two-step';

/** The owner's setting: two-step sign-in required of owners and office staff (issue 15, part 5). */
export function SignInSettings() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAuthSettings();
  const save = useSaveAuthSettings();
  const required = settings.data?.second_factor === 'owner_office';
  const toggle = async () => {
    try {
      const reply = await save.mutateAsync({ second_factor: required ? 'optional' : 'owner_office' });
      toast.success(reply.message ?? '');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('twoStep.setting.errors.save'));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl bg-white p-5 ring-1 ring-leaf-100">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-leaf-900">
        {t('twoStep.setting.title')}
      </h2>
      {!settings.data ? (
        <QueryStatus query={settings} />
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-5"
            checked={required}
            disabled={save.isPending}
            onChange={toggle}
            aria-describedby={`${id}-hint`}
          />
          <div>
            <label htmlFor={id} className="font-semibold text-leaf-900">
              {t('twoStep.setting.label')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-gray-700">
              {t('twoStep.setting.hint')}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
