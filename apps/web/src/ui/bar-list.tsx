import { Text } from '@mantine/core';
import { formatNumber } from '../lib/format.ts';
import classes from './bar-list.module.css';

export type BarListEntry = { label: string; value: number };

type BarListProps = { entries: BarListEntry[]; color: string; label: string };

/**
 * Counts by category as text with a proportional bar under each: readable at any width and
 * by screen readers, where labels drawn inside bars wrap and overlap once a bar is short.
 */
export function BarList({ entries, color, label }: BarListProps) {
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <ul className={classes.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.label} className={classes.item}>
          <div className={classes.row}>
            <Text size="sm">{entry.label}</Text>
            <Text size="sm" fw={600}>
              {formatNumber(entry.value)}
            </Text>
          </div>
          <div className={classes.track} aria-hidden="true">
            <div
              className={classes.bar}
              style={{ width: `${(entry.value / max) * 100}%`, background: color }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
