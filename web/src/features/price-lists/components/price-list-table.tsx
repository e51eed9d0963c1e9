import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListCell, PriceListRows } from '@shop/contract/price-lists';
import { useLanguage } from '@/lib/language';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pagination } from '@/components/ui/pagination';
import { moneyColumns, searchRows, sortRows, type SortState } from './table-rows';

const PAGE_SIZE = 50;

interface Line {
  key: number;
  cells: PriceListCell[];
}

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
  const visible: Line[] = shown
    .slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)
    .map((cells, i) => ({ key: (current - 1) * PAGE_SIZE + i, cells }));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  const moneyAt = useMemo(() => moneyColumns(table.columns), [table.columns]);
  const show = (cell: PriceListCell | undefined, i: number) =>
    typeof cell === 'number' ? (moneyAt.has(i) ? money.format(cell) : number.format(cell)) : (cell ?? null);

  const columns: DataColumn<Line>[] = table.columns.map((name, i) => ({
    id: String(i),
    header: name,
    sortable: true,
    rowHeader: i === 0,
    headerClassName: `whitespace-nowrap ${i === 0 ? 'sticky left-0 z-10 bg-leaf-50' : ''}`,
    cellClassName:
      i === 0
        ? 'sticky left-0 max-w-[45vw] bg-white font-medium break-words sm:max-w-none'
        : (line) => (typeof line.cells[i] === 'number' ? 'text-right tabular-nums' : undefined),
    cell: (line) => show(line.cells[i], i),
  }));

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
      {/* On a phone each row is a card, the product first and its price beside it, always in view. */}
      <ul className="space-y-2 sm:hidden" aria-label={title}>
        {visible.length === 0 && <li className="text-gray-700">{t('priceLists.view.noMatch')}</li>}
        {visible.map((line) => (
          <li key={line.key} className="rounded-xl bg-white p-3 ring-1 ring-leaf-100">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold break-words text-leaf-900">{show(line.cells[0], 0)}</span>
              <span className="text-right font-semibold whitespace-nowrap tabular-nums">
                {[...moneyAt]
                  .map((i) => show(line.cells[i], i))
                  .filter((v) => v !== null)
                  .join(' · ')}
              </span>
            </div>
            <dl className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
              {table.columns.map((name, i) =>
                i === 0 || moneyAt.has(i) || line.cells[i] === null || line.cells[i] === undefined ? null : (
                  <div key={i} className="flex gap-1">
                    <dt>{name}</dt>
                    <dd className="font-medium text-gray-900">{show(line.cells[i], i)}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="sm:hidden">
          <Pagination page={current} limit={PAGE_SIZE} total={shown.length} onPage={setPage} />
        </div>
      )}
      <div className="hidden sm:block">
        <DataTable
          caption={title}
          columns={columns}
          rows={visible}
          rowKey={(line) => line.key}
          emptyText={t('priceLists.view.noMatch')}
          sort={{
            key: sort ? String(sort.column) : null,
            order: sort?.direction ?? 'asc',
            onSort: (key, direction) => {
              setSort({ column: Number(key), direction });
              setPage(1);
            },
          }}
          pagination={{ page: current, limit: PAGE_SIZE, total: shown.length, onPage: setPage, hideSinglePage: true }}
        />
      </div>
    </div>
  );
}
