import { sql, type Kysely } from 'kysely';

/** The named demo accounts as the demo seed made them until now. */
const NAMED_DEMO_ACCOUNTS = ['admin', 'coach', 'sam', 'mia'];

/**
 * `demo` marks every account the demo seed or `npm run seed -- --subscribers N` made, so the start
 * check (`refuseOpenDemo`, db/seed/demo.ts) tries the public demo password on all of them, not only
 * on the named ones. Accounts made before this are marked when they are the named ones, or when
 * their password hash is shared with another account: Argon2 salts every hash it makes, so only
 * the generator (one hash for a whole batch of people) leaves two accounts with the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update users set demo = 1
    where user_name in (${sql.join(NAMED_DEMO_ACCOUNTS)})
       or password_hash in (select password_hash from users group by password_hash having count(*) > 1)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('demo').execute();
}
