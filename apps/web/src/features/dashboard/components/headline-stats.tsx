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
            {/* A rising line rises toward the reading direction. */}
            {change.direction !== 'flat' && <TrendIcon size={16} aria-hidden className="fh-mirror-rtl" />}
            <Text span size="sm">
              {t('dashboard.stats.weekChange', {
                // A left-to-right isolate keeps the sign with its number inside a right-to-left sentence.
                change: `\u2066${change.sign}${formatNumber(change.amount)}\u2069`,
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
