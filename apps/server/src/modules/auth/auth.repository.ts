import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/** Users a sign-in name can mean: the user name (any case) or a mobile number, with or without ISD code. */
export function findLoginCandidates(db: DbOrTrx, login: string) {
  const digits = login.replace(/[\s()-]/g, '');
  const isPhone = /^\+?\d{6,15}$/.test(digits);
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where((eb) => {
      const byName = eb(sql<string>`lower(${sql.ref('users.user_name')})`, '=', login.toLowerCase());
      if (!isPhone) return byName;
      const national = digits.replace(/^\+/, '').replace(/^0+/, '');
      return eb.or([
        byName,
        eb('users.mobile_e164', '=', `+${digits.replace(/^\+/, '')}`),
        eb('users.mobile', '=', national),
      ]);
    })
    .limit(2)
    .execute();
}

export type LoginCandidate = Awaited<ReturnType<typeof findLoginCandidates>>[number];

export async function recordFailure(db: DbOrTrx, userId: number | null, ip: string, at: number) {
  await db.insertInto('login_failures').values({ user_id: userId, ip, at }).execute();
}

export async function countUserFailures(db: DbOrTrx, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAddressFailures(db: DbOrTrx, ip: string, since: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}

export async function lockUser(db: DbOrTrx, userId: number, until: number) {
  await db.updateTable('users').set({ locked_until: until }).where('id', '=', userId).execute();
}

export async function clearFailures(db: DbOrTrx, userId: number) {
  await db.deleteFrom('login_failures').where('user_id', '=', userId).execute();
  await db.updateTable('users').set({ locked_until: null }).where('id', '=', userId).execute();
}
