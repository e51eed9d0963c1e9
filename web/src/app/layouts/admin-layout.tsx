import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSiteInfo } from '@/api/site';
import { LangLink, LangNavLink } from '@/components/lang-link';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MenuToggle } from '@/components/menu-toggle';
import { paths, stripLang, withLang } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { HouseholdPaymentsButton } from '@/features/household-payments';
import { useLanguage } from '@/lib/language';
import { adminSection, mayOpenAdminPath, staffHome, useCan } from '@/lib/staff-access';
import { useAuthUser } from '@/lib/use-auth-user';
import { ForbiddenScreen } from '../error-screen';
import { GlobalSearch } from './global-search';
import { Frame } from './public-layout';
import { ScreenOutlet } from './screen-outlet';

/** The back-office sections built so far; each capability adds its own. */
const sections = [
  // First for the owner and the office (issue 39); the landing page stays /admin/customers.
  ['dashboard', paths.admin.dashboard],
  // The reports of the owner and the office: the margins beside the dashboard (issue 37).
  ['margins', paths.admin.margins],
  ['customers', paths.admin.customers],
  ['tickets', paths.admin.tickets],
  ['designCenter', paths.admin.designCenter],
  ['pickList', paths.admin.pickList],
  ['deliveries', paths.admin.deliveries],
  ['prebooking', paths.admin.prebooking],
  ['standingOrders', paths.admin.standingOrders],
  ['inventory', paths.admin.inventory],
  ['categories', paths.admin.categories],
  ['backOrders', paths.admin.backOrders],
  ['priceLists', paths.admin.priceLists],
  ['offers', paths.admin.offers],
  ['receivables', paths.admin.receivables],
  ['claims', paths.admin.claims],
  ['exports', paths.admin.exportExcel],
  ['accounting', paths.admin.accounting],
  ['freshList', paths.admin.freshList],
  ['suppliers', paths.admin.suppliers],
  ['purchasing', paths.admin.purchasing],
  ['purchaseOrders', paths.admin.purchaseOrders],
  ['closedDays', paths.admin.closedDays],
  ['priceLevels', paths.admin.priceLevels],
  ['audit', paths.admin.audit],
  ['staff', paths.admin.staff],
  // Every member's own tokens (issue 40), scoped to what their roles allow.
  ['apiTokens', paths.admin.apiTokens],
] as const;

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-leaf-800 text-white' : 'text-leaf-900 hover:bg-leaf-50'}`;

/**
 * The staff back-office (SPEC §2, prefix /admin) in a shell of its own (issue 17, item 8): a
 * compact top bar (search, who is signed in, language, Log Out) and the sections the member's
 * roles open (issue 15) down the side from lg, behind a menu button below; any other section
 * shows the 403 page.
 */
export function AdminLayout() {
  const user = useAuthUser();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so that it is closed after navigating.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const navId = useId();
  const language = useLanguage();
  // The owner requires two-step sign-in of this member (issue 15, part 5): their account page
  // until it is set up; the server refuses the other sections' calls meanwhile.
  if (user?.totp_enrolment_required && adminSection(stripLang(pathname)) !== 'account') {
    return <Navigate to={withLang(language, paths.admin.account)} replace />;
  }
  return (
    <Frame
      header={
        <AdminTopBar navId={navId} menuOpen={menuOpen} onMenu={() => setMenuOpenOn(menuOpen ? null : pathname)} />
      }
      aside={<AdminSections id={navId} open={menuOpen} />}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        {mayOpenAdminPath(user, stripLang(pathname)) ? <ScreenOutlet /> : <ForbiddenScreen />}
      </div>
    </Frame>
  );
}

function AdminTopBar({ navId, menuOpen, onMenu }: { navId: string; menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const business = useSiteInfo().data?.business.name;
  return (
    <header className="sticky top-0 z-30 border-b border-leaf-100 bg-cream/95 backdrop-blur">
      <div className="flex min-h-12 items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <MenuToggle
          open={menuOpen}
          controls={navId}
          labels={{ open: t('admin.openSections'), close: t('admin.closeSections') }}
          onClick={onMenu}
        />
        <LangLink to={staffHome(user)} className="flex min-w-0 items-center gap-2 font-serif font-bold text-leaf-800">
          <Logo />
          <span className="sr-only sm:not-sr-only sm:truncate">{business ?? ''}</span>
        </LangLink>
        <div className="ml-auto flex items-center gap-2">
          <GlobalSearch />
          {user && (
            <p className="hidden text-sm whitespace-nowrap text-gray-700 md:block">
              {t('nav.welcome')}, <span className="font-semibold">{user.name}</span>
            </p>
          )}
          <LanguageSwitch />
          <div className="hidden items-center gap-2 md:flex">
            <AccountLinks />
          </div>
        </div>
      </div>
    </header>
  );
}

/** My account and Log Out: in the top bar from md, at the end of the sections' menu below. */
function AccountLinks() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <>
      <LangNavLink
        to={paths.admin.account}
        className={({ isActive }) =>
          `block rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-leaf-50 ${isActive ? 'text-petal-700 underline underline-offset-4' : 'text-leaf-900'}`
        }
      >
        {t('nav.myAccount')}
      </LangNavLink>
      <button
        type="button"
        onClick={() => void logout()}
        className="block w-full rounded-md px-3 py-1.5 text-left text-sm font-semibold whitespace-nowrap text-leaf-900 hover:bg-leaf-50"
      >
        {t('nav.logOut')}
      </button>
    </>
  );
}

/** The sections the member may open, household payments among them for those who take payments. */
function AdminSections({ id, open }: { id: string; open: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const can = useCan();
  const visible = sections.filter(([, to]) => mayOpenAdminPath(user, to));
  return (
    <nav
      id={id}
      aria-label={t('admin.nav')}
      className={`${open ? 'block' : 'hidden'} border-b border-leaf-100 bg-white lg:block lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0`}
    >
      <div className="lg:sticky lg:top-12 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
        {user && (
          <p className="px-4 pt-3 text-sm text-gray-700 md:hidden">
            {t('nav.welcome')}, <span className="font-semibold">{user.name}</span>
          </p>
        )}
        <ul className="flex flex-col gap-0.5 p-2">
          {visible.map(([key, to]) => (
            <li key={key}>
              <LangNavLink to={to} end={false} className={sectionClass}>
                {t(`admin.sections.${key}`)}
              </LangNavLink>
            </li>
          ))}
          {can('payments.receive') && (
            <li>
              <HouseholdPaymentsButton className="block w-full rounded-md px-3 py-1.5 text-left text-sm font-semibold whitespace-nowrap text-leaf-900 hover:bg-leaf-50" />
            </li>
          )}
        </ul>
        <div className="border-t border-leaf-100 p-2 md:hidden">
          <AccountLinks />
        </div>
      </div>
    </nav>
  );
}
