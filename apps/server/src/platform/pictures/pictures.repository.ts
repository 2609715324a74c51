import type { DbOrTrx } from '../../db/connect.ts';

/** The `pictures` table: the database driver's bytes, keyed by the picture's name. */

export async function insertPicture(
  db: DbOrTrx,
  row: { name: string; content_type: string; bytes: Buffer; etag: string; created_at: number },
) {
  await db
    .insertInto('pictures')
    .values({ ...row, size: row.bytes.length })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export const findPicture = (db: DbOrTrx, name: string) =>
  db.selectFrom('pictures').selectAll().where('name', '=', name).executeTakeFirst();

export const pictureSize = (db: DbOrTrx, name: string) =>
  db.selectFrom('pictures').select('size').where('name', '=', name).executeTakeFirst();

export async function deletePicture(db: DbOrTrx, name: string) {
  await db.deleteFrom('pictures').where('name', '=', name).execute();
}
