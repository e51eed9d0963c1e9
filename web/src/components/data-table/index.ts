export { DataTable } from './data-table';
export type { DataColumn, DataTablePagination, DataTableProps, DataTableSort, SortOrder } from './types';
