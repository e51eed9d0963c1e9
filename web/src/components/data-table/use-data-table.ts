import { useMemo } from 'react';
import {
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataColumn, DataTableProps } from './types';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });
const NO_ROWS: never[] = [];

/**
 * TanStack draws a column's `cell` and `header` functions as components. Functions made afresh
 * with a screen's columns (written anew at each of its renders) would put new cells in the page
 * at each render, a row's buttons among them, and the focus they had (a dialog's opener) would
 * be lost. These two are the same at every render, and draw the column they are given.
 */
interface Drawn {
  column: { columnDef: { meta?: unknown } };
}
const sourceOf = (column: Drawn['column']) => column.columnDef.meta as DataColumn<never>;
const drawHeader = ({ column }: Drawn) => sourceOf(column).header;
const drawCell = ({ column, row }: Drawn & { row: { original: unknown } }) =>
  sourceOf(column).cell(row.original as never);

/**
 * The TanStack table behind a DataTable. The server sorts and pages (manual sorting and
 * pagination): the table holds the order and the page the address asks for, and turns a
 * header's or a pager's click into the next ones, handed to `onSort` and `onPage`. The
 * selection is the page's too: the table reads it and hands every change to `onChange`.
 */
export function useDataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, sort, pagination, selection } = props;
  const defs = useMemo(
    () =>
      columns.map((column: DataColumn<T>): ColumnDef<typeof features, T> => ({
        id: column.id,
        // Sorting needs an accessor; the server sorts, so the value itself is never compared.
        accessorFn: (row) => row,
        meta: column,
        header: drawHeader,
        cell: drawCell,
        enableSorting: Boolean(column.sortable && sort),
      })),
    [columns, sort],
  );

  const data = (rows ?? NO_ROWS) as T[];
  const sorting: SortingState = sort?.key ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];
  const page: PaginationState = pagination
    ? { pageIndex: pagination.page - 1, pageSize: pagination.limit }
    : { pageIndex: 0, pageSize: Math.max(1, data.length) };
  const rowSelection: RowSelectionState = Object.fromEntries(
    [...(selection?.selected ?? [])].map((key) => [key, true]),
  );

  return useTable<typeof features, T>({
    features,
    columns: defs,
    data,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    // A first click sorts up, the next ones flip it; a sorted list stays sorted.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: pagination?.total ?? data.length,
    enableRowSelection: Boolean(selection),
    state: { sorting, pagination: page, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (sort && next) sort.onSort(next.id, next.desc ? 'desc' : 'asc');
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, page);
      if (pagination && next.pageIndex !== page.pageIndex) pagination.onPage(next.pageIndex + 1);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      selection?.onChange(new Set(Object.keys(next).filter((key) => next[key])));
    },
  });
}

export type DataTableInstance<T extends RowData> = ReturnType<typeof useDataTable<T>>;
