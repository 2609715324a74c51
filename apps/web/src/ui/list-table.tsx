import type { ReactNode } from 'react';
import { Table, type MantineSpacing } from '@mantine/core';

type ListTableProps = {
  /** Names the table for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  verticalSpacing: MantineSpacing;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
};

/** A list's table: striped, its header kept in view, scrolling sideways on a narrow screen. */
export function ListTable({ label, minWidth, verticalSpacing, head, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table stickyHeader verticalSpacing={verticalSpacing} striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
