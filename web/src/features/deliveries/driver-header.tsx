import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '@/api/site';
import { LangLink } from '@/components/lang-link';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLogout } from '@/features/auth';
import { staffHome } from '@/lib/staff-access';
import { useAuthUser } from '@/lib/use-auth-user';
import { pendingOutcomes, subscribePendingOutcomes } from './pending-outcomes';

const barButton =
  'min-h-10 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-leaf-900 hover:bg-leaf-50';

/**
 * Sign out: at once, unless stops recorded without a connection still wait on this phone (signing
 * out clears the phone's data, and them with it): then it asks first.
 */
function SignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const waiting = useSyncExternalStore(subscribePendingOutcomes, pendingOutcomes).length;
  if (waiting === 0)
    return (
      <button type="button" className={barButton} onClick={() => void logout()}>
        {t('nav.logOut')}
      </button>
    );
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={barButton}>
          {t('nav.logOut')}
        </button>
      }
      title={t('deliveries.driverPage.signOutTitle')}
      description={t('deliveries.driverPage.signOutWaiting', { count: waiting })}
      confirmLabel={t('deliveries.driverPage.signOutAnyway')}
      onConfirm={() => void logout()}
    />
  );
}

/** The driver page's own bar, compact for a phone: the shop, who is signed in, language, sign out. */
export function DriverHeader() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const business = useSiteInfo().data?.business.name;
  return (
    <header className="sticky top-0 z-30 border-b border-leaf-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex min-h-12 w-full max-w-xl items-center gap-2 px-3">
        <LangLink to={staffHome(user)} className="flex min-w-0 items-center gap-2 font-serif font-bold text-leaf-800">
          <Logo />
          <span className="sr-only sm:not-sr-only sm:truncate">{business ?? ''}</span>
        </LangLink>
        {user && (
          <p className="min-w-0 truncate text-sm text-gray-700" data-testid="driver-name">
            <span className="sr-only">{t('deliveries.driverPage.signedInAs')} </span>
            {user.name}
          </p>
        )}
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <SignOut />
        </div>
      </div>
    </header>
  );
}
