import { useTranslation } from 'react-i18next';
import { staffRoleLabels } from '@shop/contract/staff-roles';
import { usePageTitle } from '@/components/page-title';
import { OwnSessionsPanel } from '@/components/sessions-panel';
import { PasswordForm } from '@/features/account';
import { useLanguage } from '@/lib/language';
import { useAuthUser } from '@/lib/use-auth-user';
import { TwoStepPanel } from './two-step-panel';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';

/**
 * /admin/account: the signed-in staff member's own page (issue 15, parts 4 and 5): who they are
 * and their roles, their password, two-step sign-in, and where they are signed in. Every staff
 * role may open it; a member the owner requires to set up two-step sign-in is kept here until
 * they do.
 */
export default function StaffAccountPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthUser();
  usePageTitle(t('staff.account.title'));
  return (
    <section className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('staff.account.title')}</h1>
        <p className="mt-2 text-gray-700">{t('staff.account.lead')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="account-details" className={card}>
          <h2 id="account-details" className="font-serif text-xl text-leaf-900">
            {t('staff.account.details')}
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="font-semibold">{t('staff.fields.name')}</dt>
            <dd>{user?.name}</dd>
            <dt className="font-semibold">{t('staff.account.roles')}</dt>
            <dd>{(user?.roles ?? []).map((r) => staffRoleLabels[language][r]).join(', ')}</dd>
          </dl>
          <p className="mt-3 text-sm text-gray-700">{t('staff.account.detailsHint')}</p>
        </section>
        <section aria-labelledby="account-password" className={card}>
          <h2 id="account-password" className="mb-3 font-serif text-xl text-leaf-900">
            {t('staff.account.password')}
          </h2>
          <PasswordForm />
        </section>
        <TwoStepPanel className={`${card} lg:col-span-2`} />
        <OwnSessionsPanel className={`${card} lg:col-span-2`} />
      </div>
    </section>
  );
}
