import '@mantine/charts/styles.css';
import { Grid, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useAnalytics } from './api/use-analytics.ts';
import { HeadlineStats } from './components/headline-stats.tsx';
import { RecentSignupsTable } from './components/recent-signups-table.tsx';
import { SignupsChart } from './components/signups-chart.tsx';
import { SportBreakdown } from './components/sport-breakdown.tsx';
import { StatusBreakdown } from './components/status-breakdown.tsx';

function AnalyticsSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Loading analytics">
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
  const analytics = useAnalytics();
  return (
    <>
      <PageTitle title="Analytics" description="How the organisation is growing, at a glance." />
      {analytics.isPending && <AnalyticsSkeleton />}
      {analytics.isError && (
        <QueryError
          title="Analytics could not be loaded"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      )}
      {analytics.isSuccess && (
        <Stack gap="lg">
          <HeadlineStats data={analytics.data} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <SignupsChart days={analytics.data.signupsByDay} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <StatusBreakdown byStatus={analytics.data.byStatus} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <SportBreakdown bySport={analytics.data.bySport} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <RecentSignupsTable signups={analytics.data.recentSignups} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}
