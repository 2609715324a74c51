import { Button } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Brings back the cards removed from the page; nothing when none are. */
export function ShowRemovedButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    // The removed card took the keyboard focus with it: hand it to the way back, not the page's top.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (count > previous.current && focusLost) button.current?.focus();
    previous.current = count;
  }, [count]);
  if (count === 0) return null;
  return (
    <Button
      ref={button}
      variant="default"
      size="sm"
      leftSection={<IconLayoutGrid size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('dashboard.showRemoved', { count })}
    </Button>
  );
}
