import type { SeededRole } from '@fieldhouse/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { NewUser } from '../../db/database.ts';

/** Which of a user name (any case) and a mobile number already belong to someone other than `exceptUserId`. */
export async function takenFields(
  db: DbOrTrx,
  check: { userName?: string; mobileE164?: string },
  exceptUserId = 0,
): Promise<{ userName: boolean; mobile: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['user_name', 'mobile_e164'])
    .where('id', '!=', exceptUserId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(${sql.ref('user_name')})`, '=', (check.userName ?? '').toLowerCase()),
        eb('mobile_e164', '=', check.mobileE164 ?? ''),
      ]),
    )
    .limit(2)
    .execute();
  return {
    userName:
      !!check.userName && rows.some((r) => r.user_name.toLowerCase() === check.userName?.toLowerCase()),
    mobile: !!check.mobileE164 && rows.some((r) => r.mobile_e164 === check.mobileE164),
  };
}

/** A country code one may choose: of a country not archived, or the one the person has (`keep`). */
export async function isdCodeExists(
  db: DbOrTrx,
  isdCode: string,
  keep: string | null = null,
): Promise<boolean> {
  if (isdCode === keep) return true;
  const row = await db
    .selectFrom('countries')
    .select('id')
    .where('isd_code', '=', isdCode)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** A sport one may choose: not archived, or the one the person has (`keep`). */
export async function sportExists(
  db: DbOrTrx,
  sportId: number,
  keep: number | null = null,
): Promise<boolean> {
  if (sportId === keep) return true;
  const row = await db
    .selectFrom('sports')
    .select('id')
    .where('id', '=', sportId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** A seeded role by its key: staff may rename it, never re-key it. */
export function seededRole(db: DbOrTrx, key: SeededRole) {
  return db.selectFrom('roles').select(['id', 'name']).where('key', '=', key).executeTakeFirstOrThrow();
}

export async function insertUser(db: DbOrTrx, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
