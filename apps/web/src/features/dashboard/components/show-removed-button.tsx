import { Button } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Brings back the cards removed from the page; nothing when none are. */
export function ShowRemovedButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useT();
  if (count === 0) return null;
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLayoutGrid size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('dashboard.showRemoved', { count })}
    </Button>
  );
}
