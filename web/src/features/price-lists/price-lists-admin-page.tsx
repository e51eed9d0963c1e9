import { useTranslation } from 'react-i18next';
import type { PriceList } from '@shop/contract/price-lists';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
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
  const rowLink = useRowLink((row: PriceList) => paths.admin.priceListEdit(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('priceLists.admin.title'));
  const lists = usePriceLists();
  const day = (value: string | null) => (value ? formatDay(value, language) : '…');
  const columns: DataColumn<PriceList>[] = [
    {
      id: 'title',
      header: t('priceLists.fields.title'),
      rowHeader: true,
      cellClassName: 'font-semibold text-leaf-900',
      cell: (list) => titleOf(list, language),
    },
    { id: 'section', header: t('priceLists.fields.section'), cell: (list) => t(`footer.sections.${list.section}`) },
    {
      id: 'validity',
      header: t('priceLists.admin.validity'),
      cellClassName: 'whitespace-nowrap',
      cell: (list) =>
        list.valid_from || list.valid_to
          ? `${day(list.valid_from)} – ${day(list.valid_to)}`
          : t('priceLists.admin.always'),
    },
    {
      id: 'published',
      header: t('priceLists.fields.published'),
      cell: (list) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${list.published ? 'bg-leaf-100 text-leaf-900' : 'bg-gray-200 text-gray-800'}`}
        >
          {list.published ? t('priceLists.admin.published') : t('priceLists.admin.draft')}
        </span>
      ),
    },
    {
      id: 'content',
      header: t('priceLists.admin.content'),
      cell: (list) => (
        <>
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
        </>
      ),
    },
    {
      id: 'actions',
      header: t('priceLists.admin.actions'),
      align: 'right',
      cell: (list) => <RowActions list={list} title={titleOf(list, language)} />,
    },
  ];

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('priceLists.admin.title')}</h1>
        <LangLink to={paths.admin.priceListCreate} className="btn btn-primary">
          {t('priceLists.admin.create')}
        </LangLink>
      </div>
      <DataTable
        rowLink={rowLink}
        className="mt-6"
        tableClassName="min-w-[720px]"
        caption={t('priceLists.admin.title')}
        columns={columns}
        rows={lists.data}
        rowKey={(list) => list.id}
        query={lists}
        emptyText={t('priceLists.admin.empty')}
      />
    </section>
  );
}
