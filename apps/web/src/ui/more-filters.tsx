import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';

export type MoreFilters = { small: boolean; shown: boolean; toggle: () => void };

/** A phone shows a list's search; its other filters open under a button (see MoreFiltersButton). */
export function useMoreFilters(): MoreFilters {
  const small = useMediaQuery('(max-width: 48em)') === true;
  const [opened, setOpened] = useState(false);
  return { small, shown: !small || opened, toggle: () => setOpened((o) => !o) };
}

/** The phone's button that opens and closes the other filters; `label` counts those set. */
export function MoreFiltersButton({ filters, label }: { filters: MoreFilters; label: string }) {
  if (!filters.small) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden />}
      onClick={filters.toggle}
      aria-expanded={filters.shown}
    >
      {label}
    </Button>
  );
}
