import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/components/page-title';
import { LangLink } from '@/components/lang-link';
import { useAuthUser } from '@/lib/use-auth-user';
import heroUrl from '@/assets/flowers/hero.svg';
import { FaqSection } from './faq-section';
import { HighlightsSection } from './highlights-section';
import { ShowcaseSection } from './showcase-section';

// Only signed-in customers see offers: visitors never download this chunk.
const ActiveOffers = lazy(() => import('@/features/offers').then((m) => ({ default: m.ActiveOffers })));

/** Home (SPEC §2): hero, mission, showcase, fresh cut, request an account, sourcing, FAQ, highlights. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  usePageTitle(t('meta.homeTitle'));
  const shopPath = user?.role === 'customer' ? paths.customer.ticketCreate : user ? paths.admin.customers : paths.login;

  return (
    <>
      <section className="bg-gradient-to-b from-petal-100 to-cream">
        <div className="container-page grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-petal-800 uppercase">
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="font-serif text-4xl leading-tight font-bold text-leaf-900 sm:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-4 max-w-prose text-lg text-gray-700">{t('home.hero.subtitle')}</p>
            <LangLink to={shopPath} className="btn btn-primary mt-8">
              {t('home.hero.shopNow')}
            </LangLink>
          </div>
          <img
            src={heroUrl}
            alt=""
            width={600}
            height={480}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </section>

      {user?.role === 'customer' && (
        <Suspense fallback={null}>
          <ActiveOffers className="container-page pt-12" />
        </Suspense>
      )}

      <section aria-label={t('home.mission.attribution')} className="container-page py-12">
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="font-serif text-2xl leading-relaxed text-leaf-800 italic">
            “{t('home.mission.quote')}”
          </blockquote>
          <figcaption className="mt-4 text-gray-700">{t('home.mission.attribution')}</figcaption>
        </figure>
      </section>

      <ShowcaseSection />

      <section className={`container-page grid gap-6 py-12 ${user ? '' : 'md:grid-cols-2'}`}>
        <div className="rounded-2xl bg-leaf-800 p-8 text-white">
          <h2 className="font-serif text-2xl">{t('home.freshCut.title')}</h2>
          <p className="mt-3 text-leaf-50">{t('home.freshCut.text')}</p>
          <LangLink
            to={user?.role === 'customer' ? paths.customer.ticketCreate : paths.priceList}
            className="btn mt-6 bg-white text-leaf-900 hover:bg-leaf-50"
          >
            {t('home.freshCut.cta')}
          </LangLink>
        </div>
        {/* Requesting an account is for visitors (issue 17): a signed-in reader has one. */}
        {!user && (
          <div className="rounded-2xl bg-petal-100 p-8">
            <h2 className="font-serif text-2xl text-leaf-900">{t('home.requestAccount.title')}</h2>
            <p className="mt-3 text-gray-800">{t('home.requestAccount.text')}</p>
            <LangLink to={paths.signup} className="btn btn-primary mt-6">
              {t('home.requestAccount.cta')}
            </LangLink>
          </div>
        )}
      </section>

      <section className="container-page py-12">
        <div className="rounded-2xl border border-leaf-100 bg-white p-8 md:flex md:items-center md:justify-between md:gap-8">
          <div>
            <h2 className="font-serif text-2xl text-leaf-900">{t('home.sourcing.title')}</h2>
            <p className="mt-3 max-w-2xl text-gray-700">{t('home.sourcing.text')}</p>
          </div>
          <LangLink to={paths.priceList} className="btn btn-secondary mt-6 shrink-0 md:mt-0">
            {t('home.sourcing.cta')}
          </LangLink>
        </div>
      </section>

      <FaqSection />
      <HighlightsSection />
    </>
  );
}
