import type { Db } from '../../db/connect.ts';

/**
 * The demo club's settings, confirmed so the Super Admin is not asked at first sign-in. Only what
 * is the club's own is stored: the rest (time zone, age of consent, staff review) keeps following
 * the install's configuration until someone saves the settings.
 */
export async function seedSettingsDemo(db: Db, { now }: { now: number }) {
  const club = {
    name: 'Riverside Sports Club',
    currency: 'GBP',
    address: '1 Riverside Way, Leeds LS1 4AB',
    taxNumber: 'GB 123 4567 89',
  };
  await db
    .insertInto('organisation_settings')
    .values({ id: 1, value: JSON.stringify(club), logo: null, confirmed_at: now, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
