import type { DbOrTrx } from '../db/connect.ts';

/**
 * A secret the server keeps in the database so that every process shares it: the first process to
 * ask makes it (`make`), the others read the one that won.
 */
export async function serverSecret(db: DbOrTrx, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
