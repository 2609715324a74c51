import type { DbOrTrx } from '../../db/connect.ts';

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
