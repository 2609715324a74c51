// The console's one list table: columns, order, row choice, phone blocks (the chooser and the
// choice's own pieces are in choosing.ts).
export { DataTable, type DataTableProps } from './data-table.tsx';
export { actionsColumn, shownColumns } from './columns.ts';
export type { DataColumn, PhonePlace, RowChoiceProps, SortProps } from './types.ts';
