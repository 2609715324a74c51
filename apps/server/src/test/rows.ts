import type { Db } from '../db/connect.ts';
import type { Database } from '../db/database.ts';

/** How many rows `table` holds. */
export const rowCount = async (db: Db, table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
