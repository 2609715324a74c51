import { Button, Menu, Text } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconPencil, IconScoreboard } from '@tabler/icons-react';
import type { Match } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowActionsMenu } from '../../../ui/row-actions-menu.tsx';
import { formatInZone, formatTimeInZone } from '../../../lib/zoned-format.ts';
import { FixtureLine } from '../../../ui/fixture-line.tsx';
import { MatchStatusBadge } from '../../../ui/match-badges.tsx';
import { RowListItem } from '../../../ui/row-list.tsx';

type MatchItemProps = {
  match: Match;
  timeZone: string;
  /** The round's heading says the day: the time of day is enough here. */
  timeOnly: boolean;
  canEdit: boolean;
  canScore: boolean;
  onOpen: (dialog: 'score' | 'move' | 'log') => void;
};

export const hasResult = (match: Pick<Match, 'status'>) =>
  match.status === 'played' || match.status === 'walkover';

/** One match: the teams and score, when and where, its status, and the ways to change it. */
export function MatchItem({ match, timeZone, timeOnly, canEdit, canScore, onOpen }: MatchItemProps) {
  const { t, language } = useT();
  const name = t('widgets.fixture.name', { home: match.home.name, away: match.away.name });
  const scored = hasResult(match);
  const when = match.kickoffAt
    ? (timeOnly ? formatTimeInZone : formatInZone)(match.kickoffAt, timeZone, language)
    : t(match.status === 'postponed' ? 'matches.fixtures.newTime' : 'matches.fixtures.noTime');
  // A result is corrected, never moved; a called-off match takes no score.
  const movable = canEdit && !scored;
  const scorable = canScore && match.status !== 'cancelled';
  return (
    <RowListItem
      label={name}
      gap={2}
      title={<FixtureLine match={match} />}
      trailing={
        <>
          {match.status !== 'scheduled' && match.status !== 'played' && (
            <MatchStatusBadge status={match.status} />
          )}
          {scorable && (
            <Button
              size="xs"
              variant={scored ? 'default' : 'light'}
              leftSection={
                scored ? <IconPencil size={14} aria-hidden /> : <IconScoreboard size={14} aria-hidden />
              }
              aria-label={t(scored ? 'matches.fixtures.correctFor' : 'matches.fixtures.enterScoreFor', {
                name,
              })}
              onClick={() => onOpen('score')}
            >
              {t(scored ? 'matches.fixtures.correct' : 'matches.fixtures.enterScore')}
            </Button>
          )}
          <RowActionsMenu label={t('matches.fixtures.more', { name })} size="lg">
            {movable && (
              <Menu.Item
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                onClick={() => onOpen('move')}
              >
                {t('matches.fixtures.move')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onOpen('log')}>
              {t('matches.fixtures.log')}
            </Menu.Item>
          </RowActionsMenu>
        </>
      }
    >
      <Text size="xs" c="dimmed" ta="center">
        {when} · {match.venue?.name ?? t('matches.fixtures.noVenue')}
      </Text>
    </RowListItem>
  );
}
