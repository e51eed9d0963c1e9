export { DataTable } from './data-table';
export { useRowLink } from './row-link';
export type {
  DataColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSelection,
  DataTableSort,
  SortOrder,
} from './types';
