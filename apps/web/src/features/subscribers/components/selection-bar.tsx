import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { DirectorySelection } from '../use-directory-selection.ts';

type SelectionBarProps = {
  selection: DirectorySelection;
  pageIds: string[];
  /** How many match the view, when counted exactly. */
  matching: number | null;
};

/** How many rows are chosen, with the offer to choose every match once the whole page is. */
export function SelectionBar({ selection, pageIds, matching }: SelectionBarProps) {
  const { t } = useT();
  const count = selection.all ? (matching ?? 0) : selection.ids.size;
  if (!selection.all && count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        {selection.all
          ? t('subscribers.select.allSelected', { count })
          : t('subscribers.select.selected', { count })}
      </Text>
      {!selection.all && wholePage && matching !== null && matching > pageIds.length && (
        <>
          <Text size="sm" c="dimmed">
            {t('subscribers.select.allOnPage', { count: pageIds.length })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={selection.chooseAll}>
            {t('subscribers.select.all', { count: matching })}
          </Button>
        </>
      )}
      <Button variant="subtle" color="gray" size="compact-sm" onClick={selection.clear}>
        {t('subscribers.select.clear')}
      </Button>
    </Group>
  );
}
