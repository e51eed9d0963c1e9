import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import type { Offer } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { DataTable, type DataColumn } from '@/components/data-table';
import { paths, withLang } from '@/config/paths';
import { productName } from '@/lib/product-name';
import { formatMoney } from '@/lib/money';
import { useOffer } from './api/offers';
import { OfferImageUpload } from './components/offer-image-upload';
import { OfferPeriod } from './components/offer-period';
import { OfferRowActions } from './components/offer-row-actions';
import { OfferStateBadge } from './components/offer-state-badge';
import { offerTitle } from './offer-text';

/** /admin/special-offers/view/{id}: the offer in both languages, its period, items and image. */
export default function OfferViewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const offer = useOffer(Number(useParams().id));
  usePageTitle(offer.data ? offerTitle(offer.data, language) : t('offers.title'));
  if (!offer.data) return <QueryStatus query={offer} />;
  const o = offer.data;
  const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';
  const columns: DataColumn<Offer['items'][number]>[] = [
    {
      id: 'product',
      header: t('offers.items.product'),
      cell: (item) => (
        <>
          <span className="font-semibold">{productName(item.product, language)}</span>
          <span className="block text-gray-700">
            {item.product.sku}
            {!item.product.active && ` · ${t('offers.items.inactive')}`}
          </span>
        </>
      ),
    },
    {
      id: 'regular',
      header: t('offers.items.regular'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (item) => formatMoney(item.product.price_cents, language),
    },
    {
      id: 'discount',
      header: t('offers.items.discount'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (item) =>
        item.percent_off != null
          ? t('offers.items.percentOff', { percent: item.percent_off })
          : t('offers.items.price'),
    },
    {
      id: 'special',
      header: t('offers.items.special'),
      align: 'right',
      cellClassName: 'font-semibold tabular-nums',
      cell: (item) => formatMoney(item.special_price_cents, language),
    },
  ];

  return (
    <div className="space-y-6">
      <div>
        <nav aria-label={t('offers.breadcrumb')} className="text-sm">
          <LangLink to={paths.admin.offers} className="text-leaf-800 underline">
            {t('offers.title')}
          </LangLink>
        </nav>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex flex-wrap items-center gap-3 font-serif text-3xl font-bold text-leaf-900">
            {offerTitle(o, language)} <OfferStateBadge state={o.state} />
          </h1>
          <OfferRowActions
            offer={o}
            showView={false}
            onDeleted={() => void navigate(withLang(language, paths.admin.offers))}
          />
        </div>
        <p className="mt-1 text-gray-700">
          <OfferPeriod offer={o} />
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        {(['en', 'fr'] as const).map((lang) => (
          <section key={lang} lang={lang} aria-labelledby={`offer-${lang}`} className={card}>
            <h2 id={`offer-${lang}`} className="font-serif text-xl text-leaf-900">
              {lang === 'fr' ? o.title_fr : o.title_en}
            </h2>
            <p className="mt-1 text-sm text-gray-700" lang={language}>
              {t(`languages.${lang}`)}
            </p>
            <p className="mt-3 whitespace-pre-line">{(lang === 'fr' ? o.text_fr : o.text_en) ?? '—'}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="offer-items" className={card}>
        <h2 id="offer-items" className="font-serif text-xl text-leaf-900">
          {t('offers.items.title')}
        </h2>
        <DataTable
          className="mt-3"
          variant="plain"
          tableClassName="min-w-[520px]"
          caption={t('offers.items.title')}
          columns={columns}
          rows={o.items}
          rowKey={(item) => item.product_id}
        />
      </section>

      <section aria-labelledby="offer-image" className={card}>
        <h2 id="offer-image" className="font-serif text-xl text-leaf-900">
          {t('offers.image.title')}
        </h2>
        <div className="mt-3">
          <OfferImageUpload offer={o} />
        </div>
      </section>
    </div>
  );
}
