import type { ReactNode } from 'react';
import { Box, Group, Stack, type MantineSpacing, type StyleProp } from '@mantine/core';

const ROW_LINE = { borderTop: '1px solid var(--mantine-color-default-border)' };

/**
 * A list's page on a phone: one block an item, holding what the table's row holds, so nothing
 * (an item's actions above all) sits off to the side behind a sideways scroll.
 */
export function RowList({
  label,
  labelledBy,
  children,
}: {
  /** The list's name for screen readers, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </Stack>
  );
}

export function RowListItem({ children }: { children: ReactNode }) {
  return (
    <Stack component="li" gap={4} px="lg" py="sm" style={ROW_LINE}>
      {children}
    </Stack>
  );
}

/** An item on one line: what it is, then its action at the far end. */
export function RowListLine({
  children,
  px,
  py,
}: {
  children: ReactNode;
  px?: StyleProp<MantineSpacing>;
  py: StyleProp<MantineSpacing>;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" px={px} py={py} style={ROW_LINE}>
      {children}
    </Group>
  );
}

/** The table from the `sm` breakpoint up, the rows as blocks below it (both drawn, CSS shows one). */
export function TableOrRows({ table, rows }: { table: ReactNode; rows: ReactNode }) {
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Box hiddenFrom="sm">{rows}</Box>
    </>
  );
}
