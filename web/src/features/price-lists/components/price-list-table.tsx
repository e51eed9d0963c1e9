import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListRows } from '@shop/contract/price-lists';
import { Pagination } from '@/components/ui/pagination';
import { useLanguage } from '@/lib/language';
import { searchRows, sortRows, type SortState } from './table-rows';

const PAGE_SIZE = 50;

/**
 * The rows of an XLSX or CSV price list: searchable, sortable by any column, 50 rows a page.
 * On a phone the table scrolls sideways inside its box with the first column (the product) kept
 * in view, so the page itself never scrolls sideways.
 */
export function PriceListTable({ title, table }: { title: string; table: PriceListRows }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);

  const shown = useMemo(
    () => sortRows(searchRows(table.rows, search), sort, locale),
    [table.rows, search, sort, locale],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });

  const toggleSort = (column: number) => {
    setSort((s) =>
      s?.column === column
        ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
    setPage(1);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={searchId} className="sr-only">
          {t('priceLists.view.search', { title })}
        </label>
        <input
          id={searchId}
          type="search"
          className="input sm:w-80"
          placeholder={t('priceLists.view.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <p role="status" aria-live="polite" className="text-sm text-gray-700">
          {t('priceLists.view.count', { count: shown.length })}
        </p>
      </div>
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-leaf-50 text-leaf-900">
            <tr>
              {table.columns.map((column, i) => {
                const active = sort?.column === i;
                return (
                  <th
                    key={i}
                    scope="col"
                    aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={`px-3 py-2 text-left font-semibold whitespace-nowrap ${i === 0 ? 'sticky left-0 z-10 bg-leaf-50' : ''}`}
                  >
                    <button
                      type="button"
                      className="inline-flex min-h-9 items-center gap-1 hover:underline"
                      onClick={() => toggleSort(i)}
                    >
                      {column}
                      <span aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {visible.map((row, r) => (
              <tr key={`${current}-${r}`}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      className="sticky left-0 max-w-[45vw] bg-white px-3 py-2 text-left font-medium break-words sm:max-w-none"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={`px-3 py-2 ${typeof cell === 'number' ? 'text-right tabular-nums' : ''}`}>
                      {typeof cell === 'number' ? number.format(cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="p-6 text-center text-gray-700">{t('priceLists.view.noMatch')}</p>}
      </div>
      {shown.length > PAGE_SIZE && (
        <Pagination page={current} limit={PAGE_SIZE} total={shown.length} onPage={setPage} />
      )}
    </div>
  );
}
