import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths } from '@/config/paths';
import { useRouteFormMode } from '@/lib/route-form-mode';
import { useOffer } from './api/offers';
import { OfferForm, type OfferFormMode } from './components/offer-form';
import { offerTitle } from './offer-text';

/** /admin/special-offers/create, /edit/{id} and /duplicate/{id}: one page, one form. */
export default function OfferFormPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const mode = useRouteFormMode<OfferFormMode>();
  const offer = useOffer(id ?? 0);
  const title = t(`offers.formTitle.${mode}`);
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('offers.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.offers} className="text-leaf-800 underline">
          {t('offers.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mb-6 text-gray-700">
        {offer.data ? offerTitle(offer.data, language) : t(`offers.formLead.${mode}`)}
      </p>
      {id === null ? (
        <OfferForm existing={null} mode="create" />
      ) : offer.data ? (
        // Keyed by mode: going from edit to duplicate of the same offer starts a fresh form.
        <OfferForm key={mode} existing={offer.data} mode={mode} />
      ) : (
        <QueryStatus query={offer} />
      )}
    </section>
  );
}
