import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DbOrTrx } from '../../db/connect.ts';

/** pg-boss's statements, run on our connection or inside our transaction. */
export const through = (db: DbOrTrx): PgBoss.Db => ({
  async executeSql(text: string, values: unknown[]) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows };
  },
});
