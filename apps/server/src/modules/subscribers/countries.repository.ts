import type { DbOrTrx } from '../../db/connect.ts';

/** The calling code of the country with this ISO code, if there is one. */
export async function callingCodeOfCountry(db: DbOrTrx, iso2: string): Promise<string | undefined> {
  const row = await db.selectFrom('countries').select('isd_code').where('iso2', '=', iso2).executeTakeFirst();
  return row?.isd_code;
}

export function allCallingCodes(db: DbOrTrx) {
  return db.selectFrom('countries').select(['iso2', 'isd_code']).execute();
}
