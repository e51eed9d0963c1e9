import { useTranslation } from 'react-i18next';
import type { PriceList } from '@shop/contract/price-lists';
import { QueryStatus } from '@/components/query-status';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { usePriceList } from '../api/price-lists';
import { PriceListTable } from './price-list-table';

/** The list's title in the reader's language. */
export const titleOf = (list: Pick<PriceList, 'title_en' | 'title_fr'>, language: 'en' | 'fr') =>
  language === 'fr' ? list.title_fr : list.title_en;

/** One published list: its validity, a download link, then its rows as a table or its PDF in the page. */
export function PriceListView({ list }: { list: PriceList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = titleOf(list, language);
  const isPdf = list.file?.mime === 'application/pdf';
  const detail = usePriceList(isPdf || !list.file ? 0 : list.id);

  return (
    <article className="space-y-4 rounded-2xl bg-cream p-4 ring-1 ring-leaf-100 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-serif text-2xl text-leaf-900">{title}</h3>
          {(list.valid_from || list.valid_to) && (
            <p className="text-sm text-gray-700">
              {t('priceLists.view.validity', {
                from: list.valid_from ? formatDay(list.valid_from, language) : '…',
                to: list.valid_to ? formatDay(list.valid_to, language) : '…',
              })}
            </p>
          )}
        </div>
        {list.file && (
          <a className="btn btn-secondary" href={list.file.url} download={list.file.name}>
            {t('priceLists.view.download')}
            <span className="sr-only"> {t('priceLists.view.downloadNamed', { name: list.file.name })}</span>
          </a>
        )}
      </header>
      {isPdf && list.file ? (
        <iframe
          src={`${list.file.url}?inline=1`}
          title={t('priceLists.view.pdfTitle', { title })}
          className="h-[70vh] w-full rounded-xl bg-white ring-1 ring-leaf-100"
        />
      ) : detail.data?.rows ? (
        <PriceListTable title={title} table={detail.data.rows} />
      ) : (
        list.file && <QueryStatus query={detail} />
      )}
    </article>
  );
}
