import { memo } from 'react';
import { Table } from '@mantine/core';
import { cellProps } from './cell-style.ts';
import classes from './data-table.module.css';
import type { DataColumn, RowChoiceProps } from './types.ts';

type TableRowProps<Row> = {
  row: Row;
  id: string;
  columns: DataColumn<Row>[];
  /** Without it the row has no checkbox. */
  choice?: {
    Checkbox: RowChoiceProps['Checkbox'];
    chosen: boolean;
    disabled: boolean;
    label: string;
    onToggle: (id: string) => void;
  };
};

function TableRowOf<Row>({ row, id, columns, choice }: TableRowProps<Row>) {
  return (
    <Table.Tr className={choice?.chosen ? classes.chosen : undefined}>
      {choice && (
        <Table.Td>
          <choice.Checkbox
            aria-label={choice.label}
            checked={choice.chosen}
            disabled={choice.disabled}
            onChange={() => choice.onToggle(id)}
          />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.key} {...cellProps(column)} {...column.td}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * One row, drawn again only when its own data, its choice or the columns change: choosing a row
 * of a 50-row page redraws that row, not the page.
 */
export const TableRow = memo(TableRowOf, (before, after) => {
  const a = before.choice;
  const b = after.choice;
  return (
    before.row === after.row &&
    before.columns === after.columns &&
    a?.chosen === b?.chosen &&
    a?.disabled === b?.disabled &&
    a?.label === b?.label
  );
}) as typeof TableRowOf;
