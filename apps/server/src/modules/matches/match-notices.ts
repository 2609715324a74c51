import { notificationContent, type NotificationContent } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import { parentsOf } from './lookups.repository.ts';
import * as repo from './matches.repository.ts';

/*
 * The players of a match's teams hear when it moves, is called off or gets a result, and so do
 * their parents. Written in the transaction of the change; no text (a fixture list changes often,
 * and a text per change would be noise).
 */

/** The players of both sides and their parents (accepted parent links from approval or staff). */
async function readers(db: DbOrTrx, entrantIds: number[]) {
  const players = (await repo.playersOfEntrants(db, entrantIds)).map((p) => p.user_id);
  if (players.length === 0) return [];
  return [...new Set([...players, ...(await parentsOf(db, players))])];
}

async function tell(
  deps: Deps,
  db: DbOrTrx,
  match: repo.MatchRow,
  from: number,
  content: NotificationContent,
) {
  for (const userId of await readers(db, [match.home_id, match.away_id])) {
    await createNotification(db, deps.live, { userId, fromUserId: from, content });
  }
}

/** A kick-off in the event's own zone, as a player reads it: "Sat, 12 Jun 2027, 10:00". */
export function localTime(ms: number, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}

export async function tellMoved(
  deps: Deps,
  db: DbOrTrx,
  match: repo.MatchRow,
  timeZone: string,
  from: number,
) {
  const sides = { home: match.home_name, away: match.away_name };
  const content =
    match.status === 'cancelled'
      ? notificationContent('fixture-called-off', sides)
      : notificationContent('fixture-moved', {
          ...sides,
          when:
            match.status === 'postponed' || match.kickoff_at === null
              ? 'postponed'
              : `${localTime(Number(match.kickoff_at), timeZone)}${match.venue_name ? ` at ${match.venue_name}` : ''}`,
        });
  await tell(deps, db, match, from, content);
}

export async function tellResult(deps: Deps, db: DbOrTrx, match: repo.MatchRow, from: number) {
  const content = notificationContent('result-entered', {
    home: match.home_name,
    away: match.away_name,
    score: `${match.home_goals}–${match.away_goals}`,
  });
  await tell(deps, db, match, from, content);
}
