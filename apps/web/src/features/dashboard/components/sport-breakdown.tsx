import { Card, Text, Title } from '@mantine/core';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { BarList } from '../../../ui/bar-list.tsx';

// Long tails make the card tall without telling much; the rest is summed up in one line.
const TOP_SPORTS = 6;

/** Subscribers by sport of interest. */
export function SportBreakdown({ bySport }: { bySport: AnalyticsResponse['bySport'] }) {
  const sorted = [...bySport].sort((a, b) => b.count - a.count);
  const rest = sorted.slice(TOP_SPORTS).reduce((sum, entry) => sum + entry.count, 0);
  const entries = sorted.slice(0, TOP_SPORTS).map((entry) => ({ label: entry.sport, value: entry.count }));
  return (
    <Card h="100%">
      <Title order={2} size="h4" mb="md">
        By sport
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subscriber has chosen a sport yet.
        </Text>
      ) : (
        <BarList entries={entries} color="var(--mantine-color-teal-5)" label="Subscribers by sport" />
      )}
      {rest > 0 && (
        <Text size="xs" c="dimmed" mt="md">
          {formatNumber(rest)} more in other sports
        </Text>
      )}
    </Card>
  );
}
