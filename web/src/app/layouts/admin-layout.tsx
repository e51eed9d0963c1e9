import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LangNavLink } from '@/components/lang-link';
import { GlobalSearch } from './global-search';
import { paths, stripLang, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { adminSection, mayOpenAdminPath } from '@/lib/staff-access';
import { useAuthUser } from '@/lib/use-auth-user';
import { ForbiddenScreen } from '../error-screen';
import { SiteFrame } from './public-layout';
import { ScreenOutlet } from './screen-outlet';

/** The back-office sections built so far; each capability adds its own. */
const sections = [
  ['customers', paths.admin.customers],
  ['tickets', paths.admin.tickets],
  ['designCenter', paths.admin.designCenter],
  ['pickList', paths.admin.pickList],
  ['deliveries', paths.admin.deliveries],
  ['prebooking', paths.admin.prebooking],
  ['inventory', paths.admin.inventory],
  ['backOrders', paths.admin.backOrders],
  ['priceLists', paths.admin.priceLists],
  ['offers', paths.admin.offers],
  ['receivables', paths.admin.receivables],
  ['claims', paths.admin.claims],
  ['exports', paths.admin.exportExcel],
  ['audit', paths.admin.audit],
  ['staff', paths.admin.staff],
  ['account', paths.admin.account],
] as const;

/**
 * The staff back-office (SPEC §2, prefix /admin): the sections the signed-in member's roles
 * open (issue 15); any other section shows the 403 page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const language = useLanguage();
  const { pathname } = useLocation();
  const visible = sections.filter(([, to]) => mayOpenAdminPath(user, to));
  // The owner requires two-step sign-in of this member (issue 15, part 5): their account page
  // until it is set up; the server refuses the other sections' calls meanwhile.
  if (user?.totp_enrolment_required && adminSection(stripLang(pathname)) !== 'account') {
    return <Navigate to={withLang(language, paths.admin.account)} replace />;
  }
  return (
    <SiteFrame>
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        <div className="mb-3 flex justify-end">
          <GlobalSearch />
        </div>
        <nav aria-label={t('admin.nav')} className="mb-6 overflow-x-auto">
          <ul className="flex gap-2">
            {visible.map(([key, to]) => (
              <li key={key}>
                <LangNavLink
                  to={to}
                  end={false}
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-leaf-800 text-white' : 'bg-white text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'}`
                  }
                >
                  {t(`admin.sections.${key}`)}
                </LangNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {mayOpenAdminPath(user, stripLang(pathname)) ? <ScreenOutlet /> : <ForbiddenScreen />}
      </div>
    </SiteFrame>
  );
}
