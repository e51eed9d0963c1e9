import { useTranslation } from 'react-i18next';

/**
 * Previous / next through server pages, with where we are (SPEC: lists paginate on the server).
 * A `capped` total is where the server stopped counting (decision 040): there are more, shown
 * as "5000+", and the next page is always there.
 */
export function Pagination({
  page,
  limit,
  total,
  capped = false,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const atLeast = (n: number) => (capped ? t('common.atLeast', { n }) : n);
  return (
    <nav aria-label={t('common.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-gray-700">{t('common.showing', { from, to, total: atLeast(total) })}</p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-secondary min-h-9 px-3 py-1"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('common.previous')}
        </button>
        <span aria-current="page">{t('common.pageOf', { page, pages: atLeast(pages) })}</span>
        <button
          type="button"
          className="btn btn-secondary min-h-9 px-3 py-1"
          disabled={page >= pages && !capped}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')}
        </button>
      </div>
    </nav>
  );
}
