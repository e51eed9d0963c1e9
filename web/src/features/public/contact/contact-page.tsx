import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { useSiteInfo } from '@/api/site';
import { ContactForm } from './contact-form';

interface Hours {
  days: string;
  time: string;
}

/** Contact (SPEC §2): contact details, opening hours, the message form and the location. */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const business = useSiteInfo().data?.business;
  const hours = t('contact.hours', { returnObjects: true }) as Hours[];
  const mapsQuery = business ? encodeURIComponent(business.address) : '';

  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_1.3fr]">
        <div className="space-y-6">
          <section aria-labelledby="details-title" className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
            <h2 id="details-title" className="font-serif text-2xl text-leaf-900">
              {t('contact.detailsTitle')}
            </h2>
            {business && (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{t('footer.address')}</dt>
                <dd>{business.address}</dd>
                <dt className="font-semibold">{t('footer.phone')}</dt>
                <dd>
                  <a className="text-leaf-800 underline" href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
                    {business.phone}
                  </a>
                </dd>
                <dt className="font-semibold">{t('footer.fax')}</dt>
                <dd>{business.fax}</dd>
                <dt className="font-semibold">{t('footer.email')}</dt>
                <dd>
                  <a className="break-all text-leaf-800 underline" href={`mailto:${business.email}`}>
                    {business.email}
                  </a>
                </dd>
              </dl>
            )}
          </section>
          <section aria-labelledby="hours-title" className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
            <h2 id="hours-title" className="font-serif text-2xl text-leaf-900">
              {t('contact.hoursTitle')}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {hours.map((h) => (
                <div key={h.days} className="contents">
                  <dt className="font-semibold">{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="location-title" className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
            <h2 id="location-title" className="font-serif text-2xl text-leaf-900">
              {t('contact.locationTitle')}
            </h2>
            <p className="mt-3">{business?.address}</p>
            <a
              className="btn btn-secondary mt-4"
              href={`https://www.google.com/maps/search/?api=1&query=${mapsQuery}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('contact.directions')}
            </a>
            {business?.mapsKey && (
              <iframe
                title={t('contact.mapTitle')}
                className="mt-4 aspect-video w-full rounded-lg border-0"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                src={`https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(business.mapsKey)}&q=${mapsQuery}`}
              />
            )}
          </section>
        </div>
        <section aria-labelledby="form-title" className="rounded-2xl bg-white p-6 ring-1 ring-leaf-100">
          <h2 id="form-title" className="font-serif text-2xl text-leaf-900">
            {t('contact.formTitle')}
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
