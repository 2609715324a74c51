import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

const DAY_MS = 86_400_000;

/** What a read of the trail keeps: the filters as rows see them (a person is their user id). */
export type TrailRead = {
  userId?: number;
  action?: string;
  object?: { type: string; id: string };
  /** Times in milliseconds: from (included) and until (excluded). */
  from?: number;
  until?: number;
  /** The last entry of the page before: newest first, by time then id. */
  after: { at: number; id: number } | null;
  limit: number;
};

export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayEnd = (day: string) => dayStart(day) + DAY_MS;

/**
 * One page of the trail, newest first, with who did it, and what it was done to under its name now
 * for a person or a role still on file (the name it was written with otherwise).
 */
export function readTrail(db: DbOrTrx, read: TrailRead) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.user_id')
    .leftJoin('users as target', (join) =>
      join
        .onRef('target.public_id', '=', 'audit_log.object_id')
        .on('audit_log.object_type', '=', 'subscriber'),
    )
    .leftJoin('roles as role', (join) =>
      join
        .on(sql<SqlBool>`${sql.ref('audit_log.object_id')} = cast(${sql.ref('role.id')} as text)`)
        .on('audit_log.object_type', '=', 'role'),
    )
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.menu_id',
      'audit_log.ip',
      'audit_log.detail',
      'audit_log.facts',
      'audit_log.object_type',
      'audit_log.object_id',
      'audit_log.object_name',
      'role.name as role_name',
      'role.key as role_key',
      'actor.public_id as actor_id',
      'actor.full_name as actor_name',
      'actor.user_name as actor_user_name',
      'target.full_name as target_name',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(read.limit + 1);
  if (read.userId !== undefined) query = query.where('audit_log.user_id', '=', read.userId);
  if (read.action) query = query.where('audit_log.action', '=', read.action);
  if (read.object) {
    query = query
      .where('audit_log.object_type', '=', read.object.type)
      .where('audit_log.object_id', '=', read.object.id);
  }
  if (read.from !== undefined) query = query.where('audit_log.at', '>=', read.from);
  if (read.until !== undefined) query = query.where('audit_log.at', '<', read.until);
  if (read.after) {
    query = query.where(
      sql<SqlBool>`(${sql.ref('audit_log.at')}, ${sql.ref('audit_log.id')}) < (${read.after.at}, ${read.after.id})`,
    );
  }
  return query.execute();
}

export type TrailRow = Awaited<ReturnType<typeof readTrail>>[number];

/** How many entries the filters match: an export says so before its rows come. */
export async function countTrail(db: DbOrTrx, read: Omit<TrailRead, 'after' | 'limit'>) {
  let query = db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (read.userId !== undefined) query = query.where('user_id', '=', read.userId);
  if (read.action) query = query.where('action', '=', read.action);
  if (read.object) {
    query = query.where('object_type', '=', read.object.type).where('object_id', '=', read.object.id);
  }
  if (read.from !== undefined) query = query.where('at', '>=', read.from);
  if (read.until !== undefined) query = query.where('at', '<', read.until);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The account behind a user name, whatever its case. */
export async function userIdByName(db: DbOrTrx, userName: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref('user_name')})`, '=', userName.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
