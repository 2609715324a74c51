import type { ReactNode } from 'react';
import { Grid, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useAnalytics } from './api/use-analytics.ts';
import { HeadlineStats } from './components/headline-stats.tsx';
import { RecentSignupsTable } from './components/recent-signups-table.tsx';
import { ShowRemovedButton } from './components/show-removed-button.tsx';
import { SignupsChart } from './components/signups-chart.tsx';
import { SportBreakdown } from './components/sport-breakdown.tsx';
import { StatusBreakdown } from './components/status-breakdown.tsx';
import { UpcomingSlot } from './components/upcoming-slot.tsx';
import { useRemovedCards } from './use-removed-cards.ts';

type CardId = 'signups' | 'status' | 'sport' | 'recent' | 'events' | 'fixtures';

const HalfCell = ({ children }: { children: ReactNode }) => (
  <Grid.Col span={{ base: 12, lg: 6 }}>{children}</Grid.Col>
);

function AnalyticsSkeleton() {
  const { t } = useT();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('dashboard.analytics.loading')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={118} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={320} radius="md" />
      <Skeleton height={280} radius="md" />
    </Stack>
  );
}

/** The staff landing page: headline figures and recent activity from GET dashboard/analytics. */
export function AnalyticsPage() {
  const { t } = useT();
  const analytics = useAnalytics();
  const cards = useRemovedCards<CardId>();
  const data = analytics.data;
  // Every card shows a slice of the one analytics call, so each card's Reload reads it again.
  const reload = () => analytics.refetch();
  const card = (id: CardId) => ({ onReload: reload, onRemove: cards.onRemove(id) });

  return (
    <>
      <PageTitle
        title={t('dashboard.analytics.title')}
        description={t('dashboard.analytics.description')}
        actions={<ShowRemovedButton count={cards.count} onClick={cards.showAll} />}
      />
      {analytics.isPending && <AnalyticsSkeleton />}
      {analytics.isError && !data && (
        <QueryError
          title={t('dashboard.analytics.failed')}
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      )}
      {data && (
        <Stack gap="lg">
          {analytics.isError && (
            // A failed reload keeps the figures from before; a newer failure shows a new alert.
            <Alert
              key={analytics.errorUpdatedAt}
              type="warning"
              role="alert"
              dismissible
              title={t('dashboard.analytics.refreshFailed')}
            >
              {analytics.error.message} {t('dashboard.analytics.refreshFailedHint')}
            </Alert>
          )}
          <HeadlineStats data={data} />
          <Grid gap="lg">
            {cards.isShown('signups') && (
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <SignupsChart days={data.signupsByDay} {...card('signups')} />
              </Grid.Col>
            )}
            {cards.isShown('status') && (
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <StatusBreakdown byStatus={data.byStatus} {...card('status')} />
              </Grid.Col>
            )}
            {cards.isShown('sport') && (
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <SportBreakdown bySport={data.bySport} {...card('sport')} />
              </Grid.Col>
            )}
            {cards.isShown('recent') && (
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <RecentSignupsTable signups={data.recentSignups} {...card('recent')} />
              </Grid.Col>
            )}
            <UpcomingSlot isShown={cards.isShown} onRemove={cards.onRemove} Cell={HalfCell} />
          </Grid>
        </Stack>
      )}
    </>
  );
}
