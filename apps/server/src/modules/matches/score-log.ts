import type { ScoreRequest } from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';
import type * as repo from './matches.repository.ts';

/**
 * Whether a score for this match comes before its kick-off, refused (409) unless the caller
 * confirms it: a result entered on 26 November for a match of 12 December moved the table.
 *
 * A match with no kick-off (added without a time, or postponed and not yet moved) is taken
 * without asking: nothing says it is still to come, one-by-one matches are often added after
 * they were played, and asking every time would only teach people to confirm without reading.
 */
export function scoreBeforeKickoff(match: repo.MatchRow, request: ScoreRequest, now: number) {
  if (match.kickoff_at === null || Number(match.kickoff_at) <= now) return false;
  if (request.beforeKickoff !== true) {
    const kickoff = new Date(Number(match.kickoff_at)).toISOString();
    throw new AppError(
      409,
      'SCORE_BEFORE_KICKOFF',
      `This match kicks off at ${kickoff}: send the score again with beforeKickoff to record it before then.`,
    );
  }
  return true;
}

type LogRow = Awaited<ReturnType<typeof repo.scoreLog>>[number];

/** The log's rows as entries: each with the score it replaced; walkovers and early entries as flags. */
export function toScoreLog(rows: LogRow[]) {
  const goals = (row: LogRow) => `${row.home_goals}–${row.away_goals}`;
  return rows.map((row, i) => {
    const before = rows[i - 1];
    return {
      at: new Date(Number(row.at)).toISOString(),
      by: row.full_name ?? '',
      before: before ? goals(before) : null,
      beforeWalkover: before?.status === 'walkover',
      after: goals(row),
      walkover: row.status === 'walkover',
      beforeKickoff: Number(row.before_kickoff) === 1,
      note: row.note,
    };
  });
}
