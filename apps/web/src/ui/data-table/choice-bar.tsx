import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import type { RowChoice } from './use-row-choice.ts';

type ChoiceBarProps = {
  choice: Pick<RowChoice, 'all' | 'ids' | 'chooseAll' | 'clear'>;
  pageIds: string[];
  /** How many match the view, when counted exactly. */
  matching: number | null;
};

/** How many rows are chosen ("3 selected"), with the offer to choose every match once the whole page is. */
export function ChoiceBar({ choice, pageIds, matching }: ChoiceBarProps) {
  const { t } = useT();
  const count = choice.all ? (matching ?? 0) : choice.ids.size;
  if (!choice.all && count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => choice.ids.has(id));
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        {choice.all ? t('lists.select.allSelected', { count }) : t('lists.select.selected', { count })}
      </Text>
      {!choice.all && wholePage && matching !== null && matching > pageIds.length && (
        <>
          <Text size="sm" c="dimmed">
            {t('lists.select.allOnPage', { count: pageIds.length })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={choice.chooseAll}>
            {t('lists.select.all', { count: matching })}
          </Button>
        </>
      )}
      <Button variant="subtle" color="gray" size="compact-sm" onClick={choice.clear}>
        {t('lists.select.clear')}
      </Button>
    </Group>
  );
}
