import { Card, Group, Text, Title } from '@mantine/core';
import type { MyFixture } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatInZone } from '../../../lib/zoned-format.ts';
import { FixtureLine } from '../../../ui/fixture-line.tsx';
import { MatchStatusBadge } from '../../../ui/match-badges.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';

type FixturesCardProps = {
  id: string;
  title: string;
  items: MyFixture[];
  empty: string;
  /** Matches that are over: one without a result yet says so. */
  results?: boolean;
};

/** A list of the household's fixtures: the match, when and where (on its tournament's clock), and who plays. */
export function FixturesCard({ id, title, items, empty, results = false }: FixturesCardProps) {
  const { t, language } = useT();
  const headingId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={headingId} p={0}>
      <Title order={2} size="h4" id={headingId} px="lg" pt="lg" pb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {empty}
        </Text>
      ) : (
        <RowList labelledBy={headingId}>
          {items.map((fixture) => {
            const name = t('widgets.fixture.name', { home: fixture.home.name, away: fixture.away.name });
            const facts = [
              fixture.kickoffAt
                ? formatInZone(fixture.kickoffAt, fixture.timeZone, language)
                : t(fixture.status === 'postponed' ? 'matches.fixtures.newTime' : 'matches.fixtures.noTime'),
              fixture.venue?.name,
            ].filter(Boolean);
            return (
              <RowListItem key={fixture.id} label={name}>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed" fw={500} dir="auto">
                    {fixture.eventTitle}
                  </Text>
                  {fixture.status !== 'scheduled' && fixture.status !== 'played' && (
                    <MatchStatusBadge status={fixture.status} />
                  )}
                  {results && fixture.status === 'scheduled' && (
                    <Text size="xs" c="dimmed">
                      {t('myFixtures.noResult')}
                    </Text>
                  )}
                </Group>
                <FixtureLine match={fixture} />
                <Text size="sm" c="dimmed" ta="center">
                  {facts.join(' · ')}
                </Text>
                <Text size="sm" ta="center">
                  {t('myFixtures.players', { names: fixture.players.join(', ') })}
                </Text>
              </RowListItem>
            );
          })}
        </RowList>
      )}
    </Card>
  );
}
