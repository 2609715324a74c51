import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { EventWhen } from '../../ui/event-when.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useCompetition, useTournament } from './api/use-competition.ts';
import { FixturesTab } from './components/fixtures-tab.tsx';
import { GenerateTab } from './components/generate-tab.tsx';
import { NoSuchTournament } from './components/no-such-tournament.tsx';
import { SettingsTab } from './components/settings-tab.tsx';
import { StandingsTab } from './components/standings-tab.tsx';
import { TeamsTab } from './components/teams-tab.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';

const KEYS = ['tab', 'team'] as const;
const TABS = ['fixtures', 'table', 'teams', 'generate', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /match/{eventId}: a tournament's fixtures, table, teams, generator and settings, the tab in the
 * URL. The generator shows only while there are no matches (the server keeps fixtures once made);
 * the generator and settings only to those who edit matches and manage this tournament (a coach:
 * one whose every team is theirs, as the server's `may` says).
 */
export function TournamentPage({ eventId }: { eventId: number }) {
  const { t } = useT();
  const event = useTournament(eventId);
  const competition = useCompetition(eventId);
  const canEdit = useCan('match.edit');
  const canSeeEvent = useCan('event.view');
  const { query, change } = useUrlQuery(KEYS);
  // What a finished step says (fixtures saved), above the tabs, until closed or replaced.
  const [notice, setNotice] = useState<{ type: 'success' | 'info'; text: string } | null>(null);
  const done = (text: string) => setNotice({ type: 'success', text });
  const data = competition.data;
  const manages = canEdit && data?.may.manage === true;
  const shown = TABS.filter((tab) => {
    if (tab === 'generate') return manages && data !== undefined && data.matches.length === 0;
    if (tab === 'settings') return manages;
    return true;
  });
  const tab: Tab = shown.find((name) => name === query.tab) ?? 'fixtures';
  const open = (next: Tab) => change({ tab: next === 'fixtures' ? null : next, team: null });
  // Not a tournament, or not one of theirs: the same answer as an address that names none.
  const missing = isApiError(event.error) && event.error.status === 404;
  const failed = missing ? null : event.isError ? event : competition.isError ? competition : null;

  return (
    <>
      <PageTitle
        title={event.data?.title ?? t('matches.title')}
        description={
          event.data && (
            <EventWhen
              startsAt={event.data.startsAt}
              endsAt={event.data.endsAt}
              timeZone={event.data.timeZone}
            />
          )
        }
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to="/match"
              variant="default"
              size="xs"
              leftSection={<IconArrowLeft size={14} aria-hidden className="fh-mirror-rtl" />}
            >
              {t('matches.back')}
            </Button>
            {canSeeEvent && (
              <Button
                component={Link}
                to={`/event/${eventId}`}
                variant="default"
                size="xs"
                leftSection={<IconInfoCircle size={14} aria-hidden />}
              >
                {t('matches.eventPage')}
              </Button>
            )}
          </Group>
        }
      />
      {failed && (
        <QueryError
          title={t('matches.loadFailed')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      )}
      {missing && <NoSuchTournament />}
      {(event.isPending || competition.isPending) && !failed && !missing && (
        <LoadingBlock height={420} radius="md" label={t('common.loading')} />
      )}
      {event.data && data && (
        <Stack gap="md">
          {notice && (
            <Alert type={notice.type} dismissible onClose={() => setNotice(null)} key={notice.text}>
              {notice.text}
            </Alert>
          )}
          <Tabs value={tab} onChange={(next) => next && open(next as Tab)} keepMounted={false}>
            <Tabs.List mb="md" aria-label={t('matches.tabs.label')}>
              {shown.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`matches.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="fixtures">
              <FixturesTab
                competition={data}
                event={event.data}
                team={query.team}
                onTeam={(team) => change({ team }, { replace: true })}
                onDone={done}
              />
            </Tabs.Panel>
            <Tabs.Panel value="table">
              <StandingsTab competition={data} eventId={eventId} />
            </Tabs.Panel>
            <Tabs.Panel value="teams">
              <TeamsTab competition={data} eventId={eventId} />
            </Tabs.Panel>
            <Tabs.Panel value="generate">
              <GenerateTab
                competition={data}
                event={event.data}
                onOpenTeams={() => open('teams')}
                onSaved={(text) => {
                  done(text);
                  open('fixtures');
                }}
                // Someone else saved fixtures first: theirs are read, and the generator goes.
                onTaken={(text) => {
                  setNotice({ type: 'info', text });
                  open('fixtures');
                  void competition.refetch();
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <SettingsTab competition={data} eventId={eventId} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </>
  );
}
