import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

type CursorPagerProps = {
  /** Names the pager for screen readers: "Directory pages". */
  label: string;
  firstLabel: string;
  nextLabel: string;
  /** On a later page: offers the way back to the first. */
  paged: boolean;
  nextCursor: string | null;
  onPage: (cursor: string | null) => void;
};

/** Paging by a server's keyset cursor: back to the first page, or on to the next. */
export function CursorPager({ label, firstLabel, nextLabel, paged, nextCursor, onPage }: CursorPagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="flex-end" gap="xs" p="md">
      {paged && (
        <Button variant="default" size="xs" onClick={() => onPage(null)}>
          {firstLabel}
        </Button>
      )}
      <Button
        variant="default"
        size="xs"
        disabled={!nextCursor}
        rightSection={<IconArrowRight size={14} aria-hidden style={{ transform: 'var(--fh-flip, none)' }} />}
        onClick={() => nextCursor && onPage(nextCursor)}
      >
        {nextLabel}
      </Button>
    </Group>
  );
}
