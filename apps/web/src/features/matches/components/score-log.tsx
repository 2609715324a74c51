import { Button, Text } from '@mantine/core';
import type { Match } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatInZone } from '../../../lib/zoned-format.ts';
import { Modal } from '../../../ui/modal.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useScoreLog } from '../api/use-match.ts';
import { LoadingBlock } from '../../../ui/loading-block.tsx';

/** Every score entered for a match, oldest first: who, when, what it was before, and why. */
export function ScoreLogList({ matchId, timeZone }: { matchId: number; timeZone: string }) {
  const { t, language } = useT();
  const log = useScoreLog(matchId);
  if (log.isPending) return <LoadingBlock height={60} label={t('matchScore.log.loading')} />;
  if (log.isError)
    return (
      <QueryError
        title={t('matchScore.log.failed')}
        error={log.error}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  if (log.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('matchScore.log.empty')}
      </Text>
    );
  // The server sends goals and a walkover flag; the words are the reader's language's.
  const score = (goals: string, walkover: boolean) =>
    walkover ? t('matchScore.log.walkover', { score: goals }) : goals;
  return (
    <RowList ordered="numbered" rules="none" gap="xs" px={0} py={0} label={t('matchScore.log.label')}>
      {log.data.map((entry, i) => {
        const words = {
          after: score(entry.after, entry.walkover),
          before: score(entry.before ?? '', entry.beforeWalkover),
          by: entry.by,
        };
        return (
          <RowListItem
            key={`${entry.at}-${i}`}
            gap={0}
            title={
              <Text size="sm" fw={500}>
                {entry.before === null
                  ? t('matchScore.log.first', words)
                  : t('matchScore.log.changed', words)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {formatInZone(entry.at, timeZone, language)}
            </Text>
            {entry.beforeKickoff && (
              <Text size="xs" fw={600}>
                {t('matchScore.log.early')}
              </Text>
            )}
            {entry.note && (
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {entry.note}
              </Text>
            )}
          </RowListItem>
        );
      })}
    </RowList>
  );
}

type ScoreLogDialogProps = { match: Match; timeZone: string; onClose: () => void };

export function ScoreLogDialog({ match, timeZone, onClose }: ScoreLogDialogProps) {
  const { t } = useT();
  const name = t('widgets.fixture.name', { home: match.home.name, away: match.away.name });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('matchScore.log.title', { name })}
      footer={
        <Button variant="default" onClick={onClose}>
          {t('matchScore.log.close')}
        </Button>
      }
    >
      <ScoreLogList matchId={match.id} timeZone={timeZone} />
    </Modal>
  );
}
