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
  const [byStatus, newThisWeek, newLastWeek, byDay, bySport, recent, activeSessions] = await Promise.all([
    repo.countByStatus(db),
    repo.countUsersSince(db, weekAgo),
    repo.countUsersSince(db, weekAgo - 7 * DAY_MS, weekAgo),
    repo.countByDay(db, firstDay * DAY_MS),
    repo.countBySport(db),
    repo.recentUsers(db, RECENT_LIMIT),
    repo.countActiveSessions(db, now, idleMs),
  ]);
  const perDay = new Map(byDay.map((r) => [Number(r.day), Number(r.n)]));
  return {
    totalSubscribers: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    newThisWeek,
    newLastWeek,
    byStatus: byStatus.map((r) => ({ status: r.status as Status, count: Number(r.n) })),
    signupsByDay: Array.from({ length: CHART_DAYS }, (_, i) => ({
      day: new Date((firstDay + i) * DAY_MS).toISOString().slice(0, 10),
      count: perDay.get(firstDay + i) ?? 0,
    })),
    bySport: bySport.map((r) => ({ sport: r.name, count: Number(r.n) })),
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
