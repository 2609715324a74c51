import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { sortOf } from './columns.ts';
import type { SortProps } from './types.ts';

/** A header the reader orders the list by: a button in it, its state on the header (`aria-sort`). */
export function SortButton({
  label,
  sortKey,
  descending,
  sort,
}: {
  label: string;
  sortKey: string;
  descending: boolean | undefined;
  sort: SortProps;
}) {
  const { state, next } = sortOf(sort.value, sortKey, descending);
  const Arrow = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => sort.onChange(next)} fw="inherit" fz="inherit">
      <Group gap={4} wrap="nowrap">
        {label}
        <Arrow size={14} aria-hidden style={{ opacity: state === 'none' ? 0.45 : 1 }} />
      </Group>
    </UnstyledButton>
  );
}
