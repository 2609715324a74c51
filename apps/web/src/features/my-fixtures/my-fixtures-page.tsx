import { Stack } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useNow } from '../../lib/use-now.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useMyFixtures } from './api/use-my-fixtures.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { FixturesCard } from './components/fixtures-card.tsx';
import { splitFixtures } from './split-fixtures.ts';
import { LoadingBlock } from '../../ui/loading-block.tsx';

/**
 * /my/fixtures: the matches of the teams the caller and their children play in (what is coming
 * first, then results), and a private calendar address for their phone.
 */
export function MyFixturesPage() {
  const { t } = useT();
  const fixtures = useMyFixtures();
  const now = useNow();
  const { upcoming, results } = splitFixtures(fixtures.data ?? [], now);
  return (
    <>
      <PageTitle title={t('myFixtures.title')} description={t('myFixtures.description')} />
      <Stack gap="lg">
        {fixtures.isError && (
          <QueryError
            title={t('myFixtures.loadFailed')}
            error={fixtures.error}
            onRetry={() => void fixtures.refetch()}
            retrying={fixtures.isFetching}
          />
        )}
        {fixtures.isPending && <LoadingBlock height={200} radius="md" label={t('common.loading')} />}
        {fixtures.data && (
          <>
            <FixturesCard
              id="upcoming"
              title={t('myFixtures.upcoming')}
              items={upcoming}
              empty={fixtures.data.length === 0 ? t('myFixtures.empty') : t('myFixtures.upcomingEmpty')}
            />
            {results.length > 0 && (
              <FixturesCard id="results" title={t('myFixtures.results')} items={results} empty="" results />
            )}
          </>
        )}
        <CalendarFeedCard />
      </Stack>
    </>
  );
}
