import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/api/site';
import { LangLink } from '@/components/lang-link';

const legal = [
  ['terms', paths.terms],
  ['privacy', paths.privacy],
  ['shipping', paths.shipping],
  ['refund', paths.refund],
] as const;

/** Footer of SPEC §2: price-list links (or 'No Price List Available'), legal links, contact. */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteInfo().data;
  const sections = site?.priceListSections ?? [];
  const linkClass = 'text-leaf-50 underline-offset-4 hover:underline';

  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 font-serif text-lg text-white">{site?.business.name}</h2>
          <p className="text-sm">{t('footer.payments')}</p>
        </div>
        <nav aria-labelledby="footer-price-lists">
          <h2 id="footer-price-lists" className="mb-3 font-serif text-lg text-white">
            {t('footer.priceLists')}
          </h2>
          {sections.length === 0 ? (
            <p className="text-sm">{t('footer.noPriceList')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section}>
                  <LangLink to={`${paths.priceList}?section=${section}`} className={linkClass}>
                    {t(`footer.sections.${section}`)}
                  </LangLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-serif text-lg text-white">
            {t('footer.legal')}
          </h2>
          <ul className="space-y-2 text-sm">
            {legal.map(([key, path]) => (
              <li key={key}>
                <LangLink to={path} className={linkClass}>
                  {t(`legalLinks.${key}`)}
                </LangLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-serif text-lg text-white">{t('footer.contact')}</h2>
          {site && (
            <address className="space-y-1 text-sm not-italic">
              <p>{site.business.address}</p>
              <p>
                {t('common.labelled', { label: t('footer.phone') })}{' '}
                <a className={linkClass} href={`tel:${site.business.phone.replace(/[^\d+]/g, '')}`}>
                  {site.business.phone}
                </a>
              </p>
              <p>
                {t('common.labelled', { label: t('footer.fax') })} {site.business.fax}
              </p>
              <p>
                {t('common.labelled', { label: t('footer.email') })}{' '}
                <a className={linkClass} href={`mailto:${site.business.email}`}>
                  {site.business.email}
                </a>
              </p>
            </address>
          )}
        </div>
      </div>
      <p className="border-t border-leaf-700 py-4 text-center text-xs">
        {t('footer.rights', { year: new Date().getFullYear(), businessName: site?.business.name ?? '' })}
      </p>
    </footer>
  );
}
