import type { ReactNode } from 'react';
import { Box, Stack } from '@mantine/core';

/**
 * A list's page on a phone: one block an item, holding what the table's row holds, so nothing
 * (an item's actions above all) sits off to the side behind a sideways scroll.
 */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

export function RowListItem({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="li"
      gap={4}
      px="lg"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Stack>
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
