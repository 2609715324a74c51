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
import { useT } from '../../../lib/i18n/use-t.ts';
import { StatCard } from '../../../ui/stat-card.tsx';
import { weekChange } from './week-change.ts';

/** The four headline figures: header-less cards, so they carry no options. */
export function HeadlineStats({ data }: { data: AnalyticsResponse }) {
  const { t } = useT();
  const change = weekChange(data.newThisWeek, data.newLastWeek);
  const TrendIcon = change.direction === 'down' ? IconTrendingDown : IconTrendingUp;
  const awaitingReview =
    data.byStatus.find((entry) => entry.status === UserStatus.awaitingReview)?.count ?? 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      <StatCard
        label={t('dashboard.stats.total')}
        value={formatNumber(data.totalSubscribers)}
        icon={<IconUsers size={22} aria-hidden />}
        hint={t('dashboard.stats.totalHint')}
      />
      <StatCard
        label={t('dashboard.stats.newThisWeek')}
        value={formatNumber(data.newThisWeek)}
        icon={<IconUserPlus size={22} aria-hidden />}
        hint={
          <Group gap={4} wrap="nowrap">
            {change.direction !== 'flat' && <TrendIcon size={16} aria-hidden />}
            <Text span size="sm">
              {t('dashboard.stats.weekChange', {
                change: `${change.sign}${formatNumber(change.amount)}`,
                lastWeek: formatNumber(data.newLastWeek),
              })}
            </Text>
          </Group>
        }
      />
      <StatCard
        label={t('dashboard.stats.awaitingReview')}
        value={formatNumber(awaitingReview)}
        icon={<IconClipboardCheck size={22} aria-hidden />}
        hint={t('dashboard.stats.awaitingReviewHint')}
      />
      <StatCard
        label={t('dashboard.stats.activeSessions')}
        value={formatNumber(data.activeSessions)}
        icon={<IconActivity size={22} aria-hidden />}
        hint={t('dashboard.stats.activeSessionsHint')}
      />
    </SimpleGrid>
  );
}
