import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useSiteInfo } from '@/api/site';
import { useAuthUser } from '@/lib/use-auth-user';
import { LangLink, LangNavLink } from '@/components/lang-link';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MenuToggle } from '@/components/menu-toggle';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-leaf-50 ${isActive ? 'text-petal-700 underline underline-offset-4' : 'text-leaf-900'}`;

/** Navigation of SPEC §2: About, Price List, Contact, Sign Up, Log In, Log Out, Welcome. */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const logout = useLogout();
  const business = useSiteInfo().data?.business.name;
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so that it is closed after navigating.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const welcome = user && (
    <>
      {t('nav.welcome')}, <span className="font-semibold">{user.name}</span>
    </>
  );

  const links = (
    <>
      <li>
        <LangNavLink to={paths.about} className={navClass}>
          {t('nav.about')}
        </LangNavLink>
      </li>
      <li>
        <LangNavLink to={paths.priceList} className={navClass}>
          {t('nav.priceList')}
        </LangNavLink>
      </li>
      <li>
        <LangNavLink to={paths.contact} className={navClass}>
          {t('nav.contact')}
        </LangNavLink>
      </li>
      {user ? (
        <>
          {user.role === 'customer' && (
            <li>
              <LangNavLink to={paths.customer.ticketCreate} className={navClass}>
                {t('nav.shop')}
              </LangNavLink>
            </li>
          )}
          <li>
            <LangNavLink to={user.role === 'admin' ? paths.admin.account : paths.customer.profile} className={navClass}>
              {t('nav.myAccount')}
            </LangNavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className="block w-full rounded-md px-3 py-2 text-left font-medium whitespace-nowrap text-leaf-900 hover:bg-leaf-50"
            >
              {t('nav.logOut')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <LangNavLink to={paths.signup} className={navClass}>
              {t('nav.signUp')}
            </LangNavLink>
          </li>
          <li>
            <LangNavLink to={paths.login} className={navClass}>
              {t('nav.logIn')}
            </LangNavLink>
          </li>
        </>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-leaf-100 bg-cream/95 backdrop-blur">
      <div className="container-page flex min-h-16 items-center justify-between gap-3">
        <LangLink to={paths.home} className="flex items-center gap-2 font-serif text-lg font-bold text-leaf-800">
          <Logo />
          <span className="max-w-[11rem] leading-tight sm:max-w-none">{business ?? ''}</span>
        </LangLink>
        {/* The links stay one line each: the welcome gives way (on two lines if need be), and
            leaves the header below xl (the menu and the screens still greet). */}
        {welcome && <p className="hidden min-w-0 text-sm leading-tight text-gray-700 xl:block">{welcome}</p>}
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <MenuToggle
            open={open}
            controls={menuId}
            labels={{ open: t('common.openMenu'), close: t('common.closeMenu') }}
            onClick={() => setOpenOn(open ? null : pathname)}
          />
        </div>
      </div>
      {/* Below lg the header has no room for the links and the welcome: the menu holds them. Drawn
          closed rather than left out, so that a show-only page's island can open it (decision 044). */}
      <nav id={menuId} aria-label={t('nav.main')} className="border-t border-leaf-100 lg:hidden" hidden={!open}>
        {welcome && <p className="container-page pt-3 text-sm text-gray-700">{welcome}</p>}
        <ul className="container-page flex flex-col py-2">{links}</ul>
      </nav>
    </header>
  );
}
