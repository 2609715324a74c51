import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Competition, Match, Tournament } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { dayInZone } from '../../../lib/zoned-time.ts';
import { formatDayInZone, zoneName } from '../../../lib/zoned-format.ts';
import { RowList } from '../../../ui/row-list.tsx';
import { AddMatchDialog } from './add-match-dialog.tsx';
import { MatchItem } from './match-item.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { ScoreDialog } from './score-dialog.tsx';
import { ScoreLogDialog } from './score-log.tsx';

type Open = { dialog: 'score' | 'move' | 'log'; match: Match } | { dialog: 'add' } | null;

type FixturesTabProps = {
  competition: Competition;
  event: Tournament;
  /** One entrant's matches only (its id, from the URL). */
  team: string | undefined;
  onTeam: (team: string | null) => void;
  onDone: (text: string) => void;
};

/** The matches by round, each with its time, venue, status and score, and what may be done to it. */
export function FixturesTab({ competition, event, team, onTeam, onDone }: FixturesTabProps) {
  const { t, language } = useT();
  // A coach acts on the matches of their own teams only (the server's `may`); staff on every one.
  const { manage, entrantIds } = competition.may;
  const ours = (match: Match) => entrantIds.includes(match.home.id) || entrantIds.includes(match.away.id);
  const canEdit = useCan('match.edit');
  const canScore = useCan('match.score');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const all = competition.matches;
  const entrant = competition.entrants.find((e) => String(e.id) === team);
  const matches = entrant ? all.filter((m) => m.home.id === entrant.id || m.away.id === entrant.id) : all;
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  const played = all.filter((m) => m.status === 'played' || m.status === 'walkover').length;

  return (
    <Card p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="sm" gap="sm" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('matches.fixtures.heading')}
          </Title>
          {all.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('matches.fixtures.count', { count: all.length })} ·{' '}
              {t('matches.fixtures.played', { played, total: all.length })} ·{' '}
              {t('matches.fixtures.zone', { zone: zoneName(event.timeZone, language) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-end">
          {all.length > 0 && (
            <Select
              label={t('matches.fixtures.team')}
              placeholder={t('matches.fixtures.anyTeam')}
              data={competition.entrants.map((e) => ({ value: String(e.id), label: e.name }))}
              value={entrant ? String(entrant.id) : null}
              onChange={onTeam}
              clearable
              searchable
              w={{ base: '100%', xs: 220 }}
            />
          )}
          {canEdit && entrantIds.length > 0 && competition.entrants.length >= 2 && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOpen({ dialog: 'add' })}
            >
              {t('matches.fixtures.add')}
            </Button>
          )}
        </Group>
      </Group>
      {all.length === 0 && (
        <Stack align="center" gap={4} p="xl">
          <Text fw={500}>{t('matches.fixtures.empty')}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {canEdit && manage ? t('matches.fixtures.emptyHint') : t('matches.fixtures.emptyHintReadOnly')}
          </Text>
        </Stack>
      )}
      {rounds.map((round) => {
        const inRound = matches.filter((m) => m.round === round);
        // The day heads the round when every match of it is on one day; each then shows its time only.
        const days = new Set(
          inRound.map((m) => (m.kickoffAt ? dayInZone(Date.parse(m.kickoffAt), event.timeZone) : '')),
        );
        const first = inRound[0]?.kickoffAt;
        const oneDay = days.size === 1 && first ? first : null;
        const headingId = `round-${round}`;
        return (
          <section key={round} aria-labelledby={headingId}>
            <Group
              gap="xs"
              px="lg"
              py={6}
              bg="var(--mantine-color-default-hover)"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Title order={3} size="h6" id={headingId}>
                {t('matches.fixtures.round', { round })}
                {oneDay && ` · ${formatDayInZone(oneDay, event.timeZone, language)}`}
              </Title>
            </Group>
            <RowList labelledBy={headingId}>
              {inRound.map((match) => (
                <MatchItem
                  key={match.id}
                  match={match}
                  timeZone={event.timeZone}
                  timeOnly={oneDay !== null}
                  canEdit={canEdit && ours(match)}
                  canScore={canScore && ours(match)}
                  onOpen={(dialog) => setOpen({ dialog, match })}
                />
              ))}
            </RowList>
          </section>
        );
      })}
      {open?.dialog === 'score' && (
        <ScoreDialog match={open.match} timeZone={event.timeZone} onClose={close} onSaved={onDone} />
      )}
      {open?.dialog === 'move' && (
        <MoveDialog match={open.match} timeZone={event.timeZone} onClose={close} onSaved={onDone} />
      )}
      {open?.dialog === 'log' && (
        <ScoreLogDialog match={open.match} timeZone={event.timeZone} onClose={close} />
      )}
      {open?.dialog === 'add' && (
        <AddMatchDialog competition={competition} event={event} onClose={close} onSaved={onDone} />
      )}
    </Card>
  );
}
