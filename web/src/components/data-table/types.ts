import type { ReactNode } from 'react';
import type { ListQueryState } from '@/components/ui/list-status';
import type { RowLinkProps } from './row-link';

export type SortOrder = 'asc' | 'desc';

/** One column: its header, what each row shows in it, and how its cells look. */
export interface DataColumn<T> {
  /** A stable id; for a sortable column, the sort key the server knows (`sort=<id>`). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Its header is a button that sorts the list by it (needs the table's `sort`). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Classes of the header and every cell of the column (`hidden sm:table-cell`, `whitespace-nowrap`…). */
  className?: string;
  headerClassName?: string;
  cellClassName?: string | ((row: T) => string | undefined);
  /** Its cells name their row (`<th scope="row">`). */
  rowHeader?: boolean;
}

/** The list's order as the address holds it; a header's button asks for another one. */
export interface DataTableSort {
  /** The sorted column's id, or null while the rows keep their own order. */
  key: string | null;
  order: SortOrder;
  onSort: (key: string, order: SortOrder) => void;
}

/**
 * Rows picked for bulk actions: a checkbox in each row and one in the header for every row of
 * the page, each with its own accessible name. The keys are the rows' `rowKey`, as strings.
 */
export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The name of a row's checkbox ("Select order W-000012"). */
  rowLabel: (row: T) => string;
  /** The name of the header's checkbox ("Select every order of this page"). */
  allLabel: string;
}

/** A server page: which one, its size, how many rows in all, and how to go to another. */
export interface DataTablePagination {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total`: there are more (decision 040). */
  capped?: boolean;
  onPage: (page: number) => void;
  /** Shown only when there is more than one page (a panel in a page). */
  hideSinglePage?: boolean;
}

/** Consecutive rows of one key under a heading row of their own (a `<tbody>` each). */
export interface DataTableGroups<T> {
  key: (row: T) => string | number;
  header: (rows: T[]) => ReactNode;
  testId?: (rows: T[]) => string;
  headerClassName?: string;
}

export interface DataTableProps<T> {
  caption: string;
  captionVisible?: boolean;
  columns: DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => { className?: string; 'data-testid'?: string };
  /** A click anywhere on the row opens its record (made by `useRowLink`, which needs the router). */
  rowLink?: (row: T) => RowLinkProps;
  /** Loading, error and empty rows come from the query (busy while it fetches); without it the rows are simply shown. */
  query?: ListQueryState & { isFetching?: boolean };
  emptyText?: string;
  sort?: DataTableSort;
  selection?: DataTableSelection<T>;
  pagination?: DataTablePagination;
  groups?: DataTableGroups<T>;
  /** `card`: a list of its own, in a white box; `plain`: inside a panel or a dialog, tighter. */
  variant?: 'card' | 'plain';
  className?: string;
  /** Classes of the `<table>`, such as the width under which its box scrolls (`min-w-[760px]`). */
  tableClassName?: string;
}
