import type { DbOrTrx } from '../../db/connect.ts';

export function findProfile(db: DbOrTrx, publicId: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('sports', 'sports.id', 'users.sport_id')
    .select([
      'users.id',
      'users.public_id',
      'users.full_name',
      'users.user_name',
      'users.isd_code',
      'users.mobile',
      'users.email',
      'users.date_of_birth',
      'users.gender',
      'users.status',
      'users.profile_image',
      'users.created_at',
      'roles.name as role_name',
      'sports.name as sport_name',
    ])
    .where('users.public_id', '=', publicId)
    .executeTakeFirst();
}

export async function listLookups(db: DbOrTrx) {
  const [sports, countries] = await Promise.all([
    db.selectFrom('sports').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('countries').select(['id', 'name', 'iso2', 'isd_code']).orderBy('name').execute(),
  ]);
  return { sports, countries };
}
