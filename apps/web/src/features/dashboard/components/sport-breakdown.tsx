import { Text } from '@mantine/core';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BarList } from '../../../ui/bar-list.tsx';
import { Card, type CardProps } from '../../../ui/card/card.tsx';
import { dataName } from '../../../lib/i18n/data-name.ts';

// Long tails make the card tall without telling much; the rest is summed up in one line.
const TOP_SPORTS = 6;

type SportBreakdownProps = { bySport: AnalyticsResponse['bySport'] } & Pick<
  CardProps,
  'onReload' | 'onRemove'
>;

/** Subscribers by sport of interest. */
export function SportBreakdown({ bySport, ...card }: SportBreakdownProps) {
  const { t } = useT();
  const sorted = [...bySport].sort((a, b) => b.count - a.count);
  const rest = sorted.slice(TOP_SPORTS).reduce((sum, entry) => sum + entry.count, 0);
  const entries = sorted
    .slice(0, TOP_SPORTS)
    .map((entry) => ({ label: dataName(entry.sport), value: entry.count }));
  return (
    <Card title={t('dashboard.bySport.title')} fullHeight {...card}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.bySport.empty')}
        </Text>
      ) : (
        <BarList entries={entries} color="var(--mantine-color-teal-5)" label={t('dashboard.bySport.label')} />
      )}
      {rest > 0 && (
        <Text size="xs" c="dimmed" mt="md">
          {t('dashboard.bySport.more', { count: rest })}
        </Text>
      )}
    </Card>
  );
}
