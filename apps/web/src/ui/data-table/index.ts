// The console's one list table: columns, order, chooser, row choice, phone blocks.
export { DataTable, type DataTableProps } from './data-table.tsx';
export { ChoiceBar } from './choice-bar.tsx';
export { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
export { actionsColumn, shownColumns } from './columns.ts';
export { useRowChoice, type RowChoice } from './use-row-choice.ts';
export type { DataColumn, PhonePlace, RowChoiceProps, SortProps } from './types.ts';
