import { Text } from '@mantine/core';
import { formatNumber } from '../lib/format.ts';
import classes from './bar-list.module.css';
import { RowList, RowListItem } from './row-list.tsx';

export type BarListEntry = { label: string; value: number };

type BarListProps = { entries: BarListEntry[]; color: string; label: string };

/**
 * Counts by category as text with a proportional bar under each: readable at any width and
 * by screen readers, where labels drawn inside bars wrap and overlap once a bar is short.
 */
export function BarList({ entries, color, label }: BarListProps) {
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <RowList rules="none" gap={12} px={0} py={0} label={label}>
      {entries.map((entry) => (
        <RowListItem
          key={entry.label}
          title={
            <div className={classes.row}>
              <Text size="sm">{entry.label}</Text>
              <Text size="sm" fw={600}>
                {formatNumber(entry.value)}
              </Text>
            </div>
          }
        >
          <div className={classes.track} aria-hidden="true">
            <div
              className={classes.bar}
              style={{ width: `${(entry.value / max) * 100}%`, background: color }}
            />
          </div>
        </RowListItem>
      ))}
    </RowList>
  );
}
