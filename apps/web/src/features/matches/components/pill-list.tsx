import { Group, Pill, Text } from '@mantine/core';

/** A fieldset's legend as strong as a field's label. */
export const LEGEND = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } };

type PillListProps = {
  items: string[];
  /** Names the list for screen readers. */
  label: string;
  empty: string;
  /** What an item shows (a day in the reader's language). */
  shown: (item: string) => string;
  /** The remove button's name for an item ("Remove Sat 6 Apr"). */
  removeLabel: (shown: string) => string;
  onRemove: (item: string) => void;
};

/** The dates or times chosen so far, each with a button to take it out. */
export function PillList({ items, label, empty, shown, removeLabel, onRemove }: PillListProps) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => onRemove(item)}
            removeButtonProps={{ 'aria-label': removeLabel(shown(item)) }}
          >
            <bdi>{shown(item)}</bdi>
          </Pill>
        </li>
      ))}
    </Group>
  );
}
