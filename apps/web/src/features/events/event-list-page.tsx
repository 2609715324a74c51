import { Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EVENT_KINDS, EVENT_STATUSES, type EventListQuery } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCoachesNoTeam } from '../../lib/queries/event-choices.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useNow } from '../../lib/use-now.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { browserTimeZone, dayInZone } from '../../lib/zoned-time.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { TableOrRows } from '../../ui/row-list.tsx';
import { useEventList } from './api/use-events.ts';
import { CALENDAR_MODES, isDay } from './calendar-grid.ts';
import { EventCalendar } from './components/event-calendar.tsx';
import { EventCards } from './components/event-cards.tsx';
import { EventFilters, FILTER_KEYS } from './components/event-filters.tsx';
import { EventTable } from './components/event-table.tsx';

const KEYS = [...FILTER_KEYS, 'cursor', 'view', 'period', 'day', 'when'] as const;
const VIEWS = ['list', 'calendar'] as const;
/** The list shows what is still to come unless asked for what is over (`?when=past`). */
const WHEN = ['upcoming', 'past'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((v) => v === value);
const positive = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** /event: the events as a paged list or a month or week calendar; the view and filters live in the URL. */
export function EventListPage() {
  const { t } = useT();
  const { query, change } = useUrlQuery(KEYS);
  const editable = useCan('event.edit');
  const now = useNow();
  const view = oneOf(VIEWS, query.view) ?? 'list';
  // What the URL holds, read as the list's query: a value it cannot be is left out.
  const filters: EventListQuery = {
    q: query.q,
    kind: oneOf(EVENT_KINDS, query.kind),
    status: oneOf(EVENT_STATUSES, query.status),
    sport: positive(query.sport),
    venue: positive(query.venue),
  };

  return (
    <>
      <PageTitle
        title={t('events.title')}
        description={t('events.description')}
        actions={
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('events.view.label')}
              value={view}
              onChange={(next) => change({ view: next === 'list' ? null : next, cursor: null })}
              data={VIEWS.map((value) => ({ value, label: t(`events.view.${value}`) }))}
            />
            {editable && (
              <Button component={Link} to="/event/new" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('events.new')}
              </Button>
            )}
          </Group>
        }
      />
      {view === 'list' ? (
        <EventList filters={filters} query={query} change={change} editable={editable} />
      ) : (
        <>
          <Card p={0} mb="md" pt="md">
            <EventFilters query={query} change={change} withDates={false} />
          </Card>
          <EventCalendar
            // The days on screen, whether they are over or not.
            filters={{ ...filters, when: 'all' }}
            mode={oneOf(CALENDAR_MODES, query.period) ?? 'month'}
            day={isDay(query.day) ? query.day : dayInZone(now, browserTimeZone())}
            onMove={({ mode, day }) =>
              change({ ...(mode && { period: mode === 'month' ? null : mode }), ...(day && { day }) })
            }
          />
        </>
      )}
    </>
  );
}

type EventListProps = {
  filters: EventListQuery;
  query: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['query'];
  change: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['change'];
  editable: boolean;
};

function EventList({ filters, query, change, editable }: EventListProps) {
  const { t } = useT();
  const when = oneOf(WHEN, query.when) ?? 'upcoming';
  // Seeing only one's own teams' events and coaching none: the filters are not why it is empty.
  const noTeams = useCoachesNoTeam();
  const list = useEventList({
    ...filters,
    when,
    from: isDay(query.from) ? query.from : undefined,
    to: isDay(query.to) ? query.to : undefined,
    cursor: query.cursor,
  });
  return (
    <CursorListCard
      heading={
        <Text fw={600} component="h2" size="md">
          {t('events.list.heading')}
        </Text>
      }
      tools={
        <SegmentedControl
          size="xs"
          aria-label={t('events.when.label')}
          value={when}
          onChange={(next) => change({ when: next === 'upcoming' ? null : next })}
          data={WHEN.map((value) => ({ value, label: t(`events.when.${value}`) }))}
        />
      }
      filters={<EventFilters query={query} change={change} withDates />}
      address={{ query, invalid: [], change }}
      list={list}
      texts={{
        loading: t('events.list.loading'),
        failed: t('events.list.failed'),
        empty: noTeams
          ? t('events.list.noTeams')
          : when === 'past'
            ? t('events.list.emptyPast')
            : t('events.list.empty'),
        emptyHint: noTeams
          ? t('events.list.noTeamsHint')
          : editable
            ? t('events.list.emptyHint')
            : t('events.list.emptyHintReadOnly'),
        pages: t('events.list.pages'),
        first: t('events.list.first'),
        next: t('events.list.next'),
      }}
      paged={Boolean(query.cursor)}
      onPage={(cursor) => change({ cursor })}
    >
      {(items) => <TableOrRows table={<EventTable items={items} />} rows={<EventCards items={items} />} />}
    </CursorListCard>
  );
}
