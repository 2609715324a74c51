import type { DbOrTrx } from '../../db/connect.ts';

/*
 * Who has a console open on which app process (`live_presence`), and when each process last beat
 * (`live_processes`); presence.ts holds the rules.
 */

/** Marks the process alive now (again, if it was taken for dead). */
export async function beat(db: DbOrTrx, processId: string, now: number): Promise<void> {
  await db
    .insertInto('live_processes')
    .values({ id: processId, beat_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ beat_at: now }))
    .execute();
}

/** Which of these users have a console on a process that beat after `aliveSince`. */
export async function usersOnline(db: DbOrTrx, userIds: number[], aliveSince: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_presence')
    .innerJoin('live_processes', 'live_processes.id', 'live_presence.process_id')
    .select('live_presence.user_id')
    .distinct()
    .where('live_presence.user_id', 'in', userIds)
    .where('live_processes.beat_at', '>', aliveSince)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Forgets the processes silent since `deadBefore`; answers the users whose consoles went with them. */
export async function forgetDeadProcesses(db: DbOrTrx, deadBefore: number): Promise<number[]> {
  const gone = await db
    .selectFrom('live_presence')
    .innerJoin('live_processes', 'live_processes.id', 'live_presence.process_id')
    .select('live_presence.user_id')
    .where('live_processes.beat_at', '<=', deadBefore)
    .execute();
  await db.deleteFrom('live_processes').where('beat_at', '<=', deadBefore).execute();
  return gone.map((r) => r.user_id);
}

export async function recordLastSeen(db: DbOrTrx, userId: number, at: number): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

export async function addConsole(db: DbOrTrx, processId: string, userId: number): Promise<void> {
  await db
    .insertInto('live_presence')
    .values({ process_id: processId, user_id: userId })
    .onConflict((oc) => oc.columns(['process_id', 'user_id']).doNothing())
    .execute();
}

export async function removeConsole(db: DbOrTrx, processId: string, userId: number): Promise<void> {
  await db
    .deleteFrom('live_presence')
    .where('process_id', '=', processId)
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets the process; answers the users who had a console on it. */
export async function forgetProcess(db: DbOrTrx, processId: string): Promise<number[]> {
  const mine = await db
    .selectFrom('live_presence')
    .select('user_id')
    .where('process_id', '=', processId)
    .execute();
  await db.deleteFrom('live_processes').where('id', '=', processId).execute();
  return mine.map((r) => r.user_id);
}
