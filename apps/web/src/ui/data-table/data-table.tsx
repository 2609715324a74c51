import { useCallback, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { rem, Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { cellProps } from './cell-style.ts';
import { PageCheckbox } from './page-checkbox.tsx';
import { PhoneRows } from './phone-rows.tsx';
import { SortButton } from './sort-header.tsx';
import { sortOf } from './columns.ts';
import { TableRow } from './table-row.tsx';
import type { DataColumn, RowChoiceProps, SortProps } from './types.ts';
import classes from './data-table.module.css';

export type DataTableProps<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The columns on screen, in order (a chooser's choice already applied: see `shownColumns`). */
  columns: DataColumn<Row>[];
  /** Names the list for screen readers: in words, or by the id of the heading over it. */
  label?: string;
  labelledBy?: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** The table scrolls within this height, its header kept in view. */
  maxHeight?: string | number;
  verticalSpacing?: MantineSpacing | number;
  horizontalSpacing?: MantineSpacing;
  /** Sorted on the server by the headers of the columns that have a `sortKey`. */
  sort?: SortProps;
  /** A checkbox on each row and one for the page (a bulk action's rows). */
  choice?: RowChoiceProps;
  /** The rows are the previous view's, shown while the new one loads: the region says it is busy. */
  stale?: boolean;
  /** `false` keeps the table on a phone too (a grid of figures reads best as one). */
  phone?: boolean;
};

/**
 * Every list of the console: its columns, server-driven order, row choice and, below `sm`, one
 * block a row from the same columns, so no row's actions hide behind a sideways scroll.
 *
 * Built over Mantine's Table rather than mantine-datatable: that one offers no phone layout, hides
 * columns only from a right-click menu on the header (no keyboard way), keeps its own storage of
 * them, chooses within a page only, and would add ~17 KiB gzip of script and 24 KiB of CSS.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  // A stable toggle, so a memoised row is not drawn again for a new function each render.
  const toggleRef = useRef(props.choice?.toggle);
  useLayoutEffect(() => {
    toggleRef.current = props.choice?.toggle;
  });
  const onToggle = useCallback((id: string) => toggleRef.current?.(id), []);
  if (phone && props.phone !== false) return <PhoneRows {...props} onToggle={onToggle} />;
  return <WideTable {...props} onToggle={onToggle} />;
}

function WideTable<Row>(props: DataTableProps<Row> & { onToggle: (id: string) => void }) {
  const { rows, rowKey, columns, choice, sort } = props;
  const ids = rows.map(rowKey);
  return (
    <div
      className={classes.scroll}
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      role="region"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      aria-busy={props.stale ?? false}
    >
      <div
        className={classes.inner}
        style={
          {
            '--table-min-width': rem(props.minWidth),
            '--table-max-height': rem(props.maxHeight),
          } as CSSProperties
        }
      >
        <Table
          stickyHeader
          striped={!choice}
          highlightOnHover
          verticalSpacing={props.verticalSpacing ?? 'sm'}
          horizontalSpacing={props.horizontalSpacing}
          aria-label={props.label}
          aria-labelledby={props.labelledBy}
        >
          <Table.Thead>
            <Table.Tr>
              {choice && (
                <Table.Th w={40}>
                  <PageCheckbox ids={ids} choice={choice} />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    sort && column.sortKey
                      ? sortOf(sort.value, column.sortKey, column.sortDescending).state
                      : undefined
                  }
                  {...cellProps({ ...column, nowrap: true })}
                >
                  {column.headerHidden ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : sort && column.sortKey ? (
                    <SortButton
                      label={column.header}
                      sortKey={column.sortKey}
                      descending={column.sortDescending}
                      sort={sort}
                    />
                  ) : (
                    (column.headerCell ?? column.header)
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <TableRow
                key={ids[index]}
                row={row}
                id={ids[index]!}
                columns={columns}
                choice={
                  choice && {
                    Checkbox: choice.Checkbox,
                    chosen: choice.isChosen(ids[index]!),
                    disabled: choice.disabled,
                    label: choice.rowLabel(ids[index]!),
                    onToggle: props.onToggle,
                  }
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
