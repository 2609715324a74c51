import type { Profile } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { detailColumns } from '../../platform/users.repository.ts';

export function findProfile(db: DbOrTrx, publicId: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('sports', 'sports.id', 'users.sport_id')
    .select([
      'users.id',
      ...detailColumns,
      'users.gender',
      'users.status',
      'users.status_reason',
      'users.mobile_e164',
      'users.sport_id',
      'roles.name as role_name',
      'roles.key as role_key',
      'sports.name as sport_name',
    ])
    .where('users.public_id', '=', publicId)
    .executeTakeFirst();
}

export async function listLookups(db: DbOrTrx) {
  const [sports, countries] = await Promise.all([
    // What forms offer: archived entries stay on the people who have them, and leave the choices.
    db.selectFrom('sports').select(['id', 'name']).where('archived_at', 'is', null).orderBy('name').execute(),
    db
      .selectFrom('countries')
      .select(['id', 'name', 'iso2', 'isd_code'])
      .where('archived_at', 'is', null)
      .orderBy('name')
      .execute(),
  ]);
  return { sports, countries };
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** A profile row in the contract's shape. */
export function toProfile(row: ProfileRow): Profile {
  return {
    subscriberID: row.public_id,
    subscriberSeqID: row.id,
    full_name: row.full_name,
    user_name: row.user_name,
    isd_code: row.isd_code,
    mobile: row.mobile,
    email: row.email,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    sport: row.sport_name,
    role: row.role_name,
    user_status: row.status as Profile['user_status'],
    profile_image: row.profile_image ?? '',
    member_since: new Date(row.created_at).toISOString(),
  };
}
