import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OfferItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { featureTextsLoaded, loadFeatureTexts } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useActiveOffers } from './api/active-offers';
import { OfferCard } from './components/offer-card';

/**
 * The public home page does not load the signed-in screens' texts: load them here, once per
 * language. Where a route loader already did, they are there from the first render: the section
 * must not appear a moment after the page (the shop's catalogue below it would move).
 */
function useFeatureTexts() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.texts.features(language),
    queryFn: () => loadFeatureTexts(language).then(() => true),
    initialData: featureTextsLoaded(language, i18n) ? true : undefined,
    staleTime: Infinity,
  }).isSuccess;
}

/**
 * The offers active today, for a signed-in customer (PRODUCT.md: on their home). Loaded lazily
 * by /customer and by the home page; shows nothing when there is no offer or the call failed.
 * The shop gives `addForm`, so that an offer's product is added from the offer.
 */
export default function ActiveOffers({
  className,
  addForm,
}: {
  className?: string;
  addForm?: (item: OfferItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const ready = useFeatureTexts();
  const offers = useActiveOffers();
  const list = offers.data?.filter((o) => o.items.length > 0) ?? [];
  if (!ready || list.length === 0) return null;
  return (
    <section aria-labelledby="active-offers-title" className={className}>
      <h2 id="active-offers-title" className="font-serif text-2xl font-bold text-leaf-900">
        {t('offers.active.title')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {list.map((offer) => (
          <OfferCard key={offer.id} offer={offer} addForm={addForm} />
        ))}
      </div>
    </section>
  );
}
