import type { ComponentType, ReactNode } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry, Upcoming } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { formatInZone, formatRangeInZone } from '../../../lib/zoned-format.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FixtureLine } from '../../../ui/fixture-line.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useUpcoming } from '../api/use-upcoming.ts';
import { LoadingBlock } from '../../../ui/loading-block.tsx';

export type UpcomingCardId = 'events' | 'fixtures';

type UpcomingCardsProps = {
  isShown: (id: UpcomingCardId) => boolean;
  onRemove: (id: UpcomingCardId) => () => void;
  /** The page's grid cell each card sits in. */
  Cell: ComponentType<{ children: ReactNode }>;
};

/**
 * The next events with their places and the next fixtures (GET dashboard/upcoming), for holders of
 * `event.view`; a coach sees their teams' only. Its own chunk, loaded with the dashboard's data.
 */
export function UpcomingCards({ isShown, onRemove, Cell }: UpcomingCardsProps) {
  const { t } = useT();
  const upcoming = useUpcoming();
  const canOpenMatches = useCan('match.view');
  const reload = () => upcoming.refetch();
  const body = (draw: (data: Upcoming) => ReactNode) => {
    if (upcoming.isPending) return <LoadingBlock height={160} label={t('dashboard.upcoming.loading')} />;
    if (upcoming.isError)
      return (
        <QueryError
          title={t('dashboard.upcoming.failed')}
          error={upcoming.error}
          onRetry={() => void upcoming.refetch()}
          retrying={upcoming.isFetching}
        />
      );
    return draw(upcoming.data);
  };
  const viewAll = (to: string) => (
    <Anchor component={Link} to={to} size="sm">
      {t('dashboard.upcoming.viewAll')}
    </Anchor>
  );
  return (
    <>
      {isShown('events') && (
        <Cell>
          <Card
            title={t('dashboard.upcoming.events')}
            onReload={reload}
            onRemove={onRemove('events')}
            headerActions={viewAll('/event')}
            bodyPadding={0}
            fullHeight
          >
            {body((data) => (
              <EventRows events={data.events} />
            ))}
          </Card>
        </Cell>
      )}
      {isShown('fixtures') && (
        <Cell>
          <Card
            title={t('dashboard.upcoming.fixtures')}
            onReload={reload}
            onRemove={onRemove('fixtures')}
            headerActions={canOpenMatches && viewAll('/match')}
            bodyPadding={0}
            fullHeight
          >
            {body((data) => (
              <FixtureRows fixtures={data.fixtures} />
            ))}
          </Card>
        </Cell>
      )}
    </>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" p="lg">
      {text}
    </Text>
  );
}

/** Places left, full, or no limit; and how many wait. */
function Places({ event }: { event: EventEntry }) {
  const { t } = useT();
  const left = event.capacity === null ? null : Math.max(0, event.capacity - event.placesTaken);
  const waiting = event.waitlisted > 0 ? t('dashboard.upcoming.waiting', { count: event.waitlisted }) : null;
  return (
    <Group gap="xs">
      {left === null ? (
        <Text size="sm">{t('dashboard.upcoming.noLimit', { taken: event.placesTaken })}</Text>
      ) : (
        <Badge size="sm" variant="filled" tt="none" color={left === 0 ? TONES.danger : TONES.success}>
          {left === 0 ? t('dashboard.upcoming.full') : t('dashboard.upcoming.left', { count: left })}
        </Badge>
      )}
      {waiting && (
        <Text size="sm" c="dimmed">
          {waiting}
        </Text>
      )}
    </Group>
  );
}

function EventRows({ events }: { events: EventEntry[] }) {
  const { t, language } = useT();
  if (events.length === 0) return <Empty text={t('dashboard.upcoming.eventsEmpty')} />;
  return (
    <RowList label={t('dashboard.upcoming.events')}>
      {events.map((event) => (
        <RowListItem
          key={event.id}
          title={
            <Anchor component={Link} to={`/event/${event.id}`} fw={600} size="sm">
              {event.title}
            </Anchor>
          }
        >
          <Text size="xs" c="dimmed">
            {[formatRangeInZone(event.startsAt, event.endsAt, event.timeZone, language), event.venue?.name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Places event={event} />
        </RowListItem>
      ))}
    </RowList>
  );
}

function FixtureRows({ fixtures }: { fixtures: Upcoming['fixtures'] }) {
  const { t, language } = useT();
  const canOpen = useCan('match.view');
  if (fixtures.length === 0) return <Empty text={t('dashboard.upcoming.fixturesEmpty')} />;
  return (
    <RowList label={t('dashboard.upcoming.fixtures')}>
      {fixtures.map((fixture) => (
        <RowListItem key={fixture.id} title={<FixtureLine match={fixture} size="sm" />}>
          <Text size="xs" c="dimmed" ta="center">
            {[
              fixture.kickoffAt && formatInZone(fixture.kickoffAt, fixture.timeZone, language),
              fixture.venue?.name,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="xs" ta="center">
            {canOpen ? (
              <Anchor component={Link} to={`/match/${fixture.eventId}`} size="xs">
                {fixture.eventTitle}
              </Anchor>
            ) : (
              fixture.eventTitle
            )}
          </Text>
        </RowListItem>
      ))}
    </RowList>
  );
}
