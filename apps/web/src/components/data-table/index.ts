export { DataTable, type DataTableProps } from './data-table';
export { invalidateTable, tableQueryKey, useInvalidateTable } from './table-query';
export { StatusBadge, TableCell } from './table-cell';
export { readTableResponse } from './read-table-response';
