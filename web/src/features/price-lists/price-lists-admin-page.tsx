import { useTranslation } from 'react-i18next';
import type { PriceList } from '@shop/contract/price-lists';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { formatDay } from '@/lib/dates';
import { withToasts } from '@/lib/toast-action';
import { useDeletePriceList, usePriceLists } from './api/price-lists';
import { titleOf } from './components/price-list-view';

const small = 'btn min-h-9 px-3 py-1 text-sm';

function RowActions({ list, title }: { list: PriceList; title: string }) {
  const { t } = useTranslation();
  const remove = useDeletePriceList();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <LangLink
        to={paths.admin.priceListEdit(list.id)}
        className={`${small} btn-secondary`}
        aria-label={t('priceLists.admin.editNamed', { title })}
      >
        {t('priceLists.admin.edit')}
      </LangLink>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={`${small} text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100`}
            aria-label={t('priceLists.admin.deleteNamed', { title })}
          >
            {t('priceLists.admin.delete')}
          </button>
        }
        title={t('priceLists.admin.deleteTitle', { title })}
        description={t('priceLists.admin.deleteText')}
        confirmLabel={t('priceLists.admin.delete')}
        onConfirm={() => void withToasts(() => remove.mutateAsync(list.id), t('priceLists.errors.delete'))}
      />
    </div>
  );
}

/** /admin/price-lists: every list, published or not, with its file and what was read from it. */
export default function PriceListsAdminPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('priceLists.admin.title'));
  const lists = usePriceLists();
  const day = (value: string | null) => (value ? formatDay(value, language) : '…');
  const th = 'px-3 py-2 text-left font-semibold';

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('priceLists.admin.title')}</h1>
        <LangLink to={paths.admin.priceListCreate} className="btn btn-primary">
          {t('priceLists.admin.create')}
        </LangLink>
      </div>
      <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={lists.isFetching}>
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{t('priceLists.admin.title')}</caption>
          <thead className="bg-leaf-50 text-leaf-900">
            <tr>
              <th scope="col" className={th}>
                {t('priceLists.fields.title')}
              </th>
              <th scope="col" className={th}>
                {t('priceLists.fields.section')}
              </th>
              <th scope="col" className={th}>
                {t('priceLists.admin.validity')}
              </th>
              <th scope="col" className={th}>
                {t('priceLists.fields.published')}
              </th>
              <th scope="col" className={th}>
                {t('priceLists.admin.content')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('priceLists.admin.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {lists.data?.map((list) => {
              const title = titleOf(list, language);
              return (
                <tr key={list.id}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-leaf-900">
                    {title}
                  </th>
                  <td className="px-3 py-2">{t(`footer.sections.${list.section}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {list.valid_from || list.valid_to
                      ? `${day(list.valid_from)} – ${day(list.valid_to)}`
                      : t('priceLists.admin.always')}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${list.published ? 'bg-leaf-100 text-leaf-900' : 'bg-gray-200 text-gray-800'}`}
                    >
                      {list.published ? t('priceLists.admin.published') : t('priceLists.admin.draft')}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {list.file && (
                      <a href={list.file.url} className="text-leaf-800 underline" download={list.file.name}>
                        {list.file.name}
                      </a>
                    )}
                    <div className="text-gray-700">
                      {list.file?.mime === 'application/pdf'
                        ? t('priceLists.admin.pdf')
                        : t('priceLists.admin.rows', { count: list.row_count })}
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <RowActions list={list} title={title} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {lists.data?.length === 0 && <p className="p-6 text-center text-gray-700">{t('priceLists.admin.empty')}</p>}
        <div className="p-4 empty:hidden">
          <QueryStatus query={lists} />
        </div>
      </div>
    </section>
  );
}
