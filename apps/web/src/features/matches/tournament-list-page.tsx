import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EVENT_WHEN, type Tournament } from '@fieldhouse/contract';
import { dataName } from '../../lib/i18n/data-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { EventRowItem } from '../../ui/event-row-item.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { RowList } from '../../ui/row-list.tsx';
import { useTournaments } from './api/use-competition.ts';

const KEYS = ['when', 'cursor'] as const;
/** What is still to come or under way (soonest first), or what is over (latest first). */
const WHEN = EVENT_WHEN.filter((w) => w !== 'all');

/** /match: the tournaments, each opening its fixtures and table. */
export function TournamentListPage() {
  const { t } = useT();
  const { query, change } = useUrlQuery(KEYS);
  const when = WHEN.find((w) => w === query.when) ?? 'upcoming';
  const list = useTournaments({ when, cursor: query.cursor });
  const canMake = useCan('event.edit');
  return (
    <>
      <PageTitle
        title={t('matches.title')}
        description={t('matches.description')}
        actions={
          canMake && (
            <Button
              component={Link}
              to="/event/new?kind=tournament"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('matches.newTournament')}
            </Button>
          )
        }
      />
      <CursorListCard
        heading={
          <Text fw={600} component="h2" size="md">
            {t('matches.list.heading')}
          </Text>
        }
        tools={
          <SegmentedControl
            size="xs"
            aria-label={t('matches.when.label')}
            value={when}
            onChange={(next) => change({ when: next === 'upcoming' ? null : next })}
            data={WHEN.map((value) => ({ value, label: t(`matches.when.${value}`) }))}
          />
        }
        filters={null}
        address={{ query, invalid: [], change }}
        list={list}
        texts={{
          loading: t('matches.list.loading'),
          failed: t('matches.list.failed'),
          empty: when === 'past' ? t('matches.list.emptyPast') : t('matches.list.empty'),
          emptyHint: canMake ? t('matches.list.emptyHint') : t('matches.list.emptyHintReadOnly'),
          pages: t('matches.list.pages'),
          first: t('matches.list.first'),
          next: t('matches.list.next'),
        }}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => <TournamentItems items={items} />}
      </CursorListCard>
    </>
  );
}

function TournamentItems({ items }: { items: Tournament[] }) {
  const { t } = useT();
  return (
    <RowList label={t('matches.list.label')}>
      {items.map((event) => (
        <EventRowItem key={event.id} event={event} to={`/match/${event.id}`}>
          <TournamentFacts event={event} />
        </EventRowItem>
      ))}
    </RowList>
  );
}

/** Sport, age category and venue, when the tournament has them. */
function TournamentFacts({ event }: { event: Tournament }) {
  const facts = [event.sport && dataName(event.sport.name), event.ageCategory?.name, event.venue?.name];
  const text = facts.filter(Boolean).join(' · ');
  return text ? (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  ) : null;
}
