import type { AnalyticsResponse } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import * as repo from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
const CHART_DAYS = 30;
const RECENT_LIMIT = 8;

type Status = AnalyticsResponse['byStatus'][number]['status'];

export async function analytics(
  db: Db,
  now: number,
  idleMs: number,
): Promise<Omit<AnalyticsResponse, 'status'>> {
  const today = Math.floor(now / DAY_MS);
  const weekAgo = now - 7 * DAY_MS;
  const firstDay = today - (CHART_DAYS - 1);
  const [counts, sports, newThisWeek, newLastWeek, byDay, recent, activeSessions] = await Promise.all([
    repo.countByStatusAndSport(db),
    repo.sportNames(db),
    repo.countUsersSince(db, weekAgo),
    repo.countUsersSince(db, weekAgo - 7 * DAY_MS, weekAgo),
    // A count per day through the created_at index: no grouping of a month's sign-ups.
    Promise.all(
      Array.from({ length: CHART_DAYS }, (_, i) =>
        repo.countUsersSince(db, (firstDay + i) * DAY_MS, (firstDay + i + 1) * DAY_MS),
      ),
    ),
    repo.recentUsers(db, RECENT_LIMIT),
    repo.countActiveSessions(db, now, idleMs),
  ]);
  const byStatus = new Map<number, number>();
  const bySport = new Map<string, number>();
  const sportName = new Map(sports.map((s) => [s.id, s.name]));
  for (const row of counts) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + Number(row.n));
    const sport = row.sport_id === null ? undefined : sportName.get(row.sport_id);
    if (sport !== undefined) bySport.set(sport, (bySport.get(sport) ?? 0) + Number(row.n));
  }
  return {
    totalSubscribers: counts.reduce((sum, r) => sum + Number(r.n), 0),
    newThisWeek,
    newLastWeek,
    byStatus: [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => ({ status: status as Status, count })),
    signupsByDay: Array.from({ length: CHART_DAYS }, (_, i) => ({
      day: new Date((firstDay + i) * DAY_MS).toISOString().slice(0, 10),
      count: byDay[i]!,
    })),
    bySport: [...bySport]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .map(([sport, count]) => ({ sport, count })),
    recentSignups: recent.map((r) => ({
      subscriberID: r.public_id,
      full_name: r.full_name,
      user_name: r.user_name,
      user_status: r.status as Status,
      created_at: new Date(r.created_at).toISOString(),
    })),
    activeSessions,
  };
}
