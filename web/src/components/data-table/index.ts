export { DataTable } from './data-table';
export type {
  DataColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSelection,
  DataTableSort,
  SortOrder,
} from './types';
