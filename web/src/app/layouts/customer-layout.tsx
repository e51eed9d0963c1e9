import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangNavLink } from '@/components/lang-link';
import { paths, stripLang } from '@/config/paths';
import { SiteFrame } from './public-layout';
import { ScreenOutlet } from './screen-outlet';

/** The customer's sections (texts in the shop's feature file, loaded with these routes). */
const sections = [
  ['shop', paths.customer.ticketCreate],
  ['tickets', paths.customer.tickets],
  ['orders', paths.customer.orders],
  ['standingOrders', paths.customer.standingOrders],
  ['invoiceCredit', paths.customer.invoiceCredit],
  ['payments', paths.customer.payments],
  ['claims', paths.customer.claims],
  ['account', paths.customer.profile],
] as const;

/** The customer dashboard (SPEC §2): the site frame and the sections' nav around the customer's screens. */
export function CustomerLayout() {
  const { t } = useTranslation();
  // An order's page belongs to "My tickets"; the shop, under the same prefix, has its own entry.
  const onTicketView = stripLang(useLocation().pathname).startsWith(paths.customer.ticketView(''));
  return (
    <SiteFrame>
      <div className="container-page py-8">
        {/* One row that scrolls sideways on a phone (the shop first, issue 34 item 2); from md up
            the tabs wrap, every one on screen (seven of them in French are wider than a 1366 px
            page, issue 34 item 9). */}
        <nav aria-label={t('shop.nav.label')} className="mb-6 overflow-x-auto">
          <ul className="flex gap-2 md:flex-wrap">
            {sections.map(([key, to]) => (
              <li key={key}>
                <LangNavLink
                  to={to}
                  className={({ isActive: exact }) => {
                    const isActive = exact || (key === 'tickets' && onTicketView);
                    return `block rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-leaf-800 text-white' : 'bg-white text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'}`;
                  }}
                >
                  {t(`shop.nav.${key}`)}
                </LangNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ScreenOutlet />
      </div>
    </SiteFrame>
  );
}
