import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconActivity,
  IconClipboardCheck,
  IconTrendingDown,
  IconTrendingUp,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { UserStatus, type AnalyticsResponse } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { StatCard } from '../../../ui/stat-card.tsx';
import { weekChange } from './week-change.ts';

export function HeadlineStats({ data }: { data: AnalyticsResponse }) {
  const change = weekChange(data.newThisWeek, data.newLastWeek);
  const TrendIcon = change.direction === 'down' ? IconTrendingDown : IconTrendingUp;
  const awaitingReview =
    data.byStatus.find((entry) => entry.status === UserStatus.awaitingReview)?.count ?? 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <StatCard
        label="Total subscribers"
        value={formatNumber(data.totalSubscribers)}
        icon={<IconUsers size={22} aria-hidden />}
        hint="Everyone with an account"
      />
      <StatCard
        label="New this week"
        value={formatNumber(data.newThisWeek)}
        icon={<IconUserPlus size={22} aria-hidden />}
        hint={
          <Group gap={4} wrap="nowrap">
            {change.direction !== 'flat' && <TrendIcon size={16} aria-hidden />}
            <Text span size="sm">
              {change.text}
            </Text>
          </Group>
        }
      />
      <StatCard
        label="Awaiting review"
        value={formatNumber(awaitingReview)}
        icon={<IconClipboardCheck size={22} aria-hidden />}
        hint="Registrations for staff to check"
      />
      <StatCard
        label="Active sessions"
        value={formatNumber(data.activeSessions)}
        icon={<IconActivity size={22} aria-hidden />}
        hint="Signed in right now"
      />
    </SimpleGrid>
  );
}
