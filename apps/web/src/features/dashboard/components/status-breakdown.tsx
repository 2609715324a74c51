import { Card, Title } from '@mantine/core';
import { USER_STATUS_LABELS, type AnalyticsResponse } from '@fieldhouse/contract';
import { BarList } from '../../../ui/bar-list.tsx';

/** Subscribers by account status, biggest first. */
export function StatusBreakdown({ byStatus }: { byStatus: AnalyticsResponse['byStatus'] }) {
  const entries = [...byStatus]
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({ label: USER_STATUS_LABELS[entry.status], value: entry.count }));
  return (
    <Card h="100%">
      <Title order={2} size="h4" mb="md">
        By status
      </Title>
      <BarList entries={entries} color="var(--mantine-color-fieldhouse-5)" label="Subscribers by status" />
    </Card>
  );
}
