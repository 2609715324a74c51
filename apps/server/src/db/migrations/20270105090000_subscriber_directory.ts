import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/*
 * The subscriber directory at a million rows (modules/subscribers/directory.repository.ts):
 * - one index per sort, each ending in the id so a keyset page is one range of one index;
 * - substring search over name, user name, e-mail and the mobile number's digits: SQLite keeps a
 *   contentless FTS5 table with the trigram tokenizer in step through triggers; PostgreSQL indexes
 *   the same text with pg_trgm;
 * - indexes for the filters that pick few people (role, sport, country), so "count first" stays cheap;
 * - who changed an account's status, when and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  // The name key compares by code point on both databases, so a page boundary means the same on each.
  const nameKey = pg ? `lower(full_name) collate "C"` : 'lower(full_name)';
  const sortIndexes: [string, string][] = [
    ['users_directory_name', `${nameKey}, id`],
    ['users_directory_joined', 'created_at, id'],
    ['users_directory_status', 'status, id'],
    ['users_directory_birth', `coalesce(date_of_birth, ''), id`],
    ['users_directory_role', 'role_id, id'],
    ['users_directory_sport', 'sport_id, id'],
    ['users_directory_country', 'isd_code, id'],
  ];
  for (const [name, columns] of sortIndexes) {
    await sql.raw(`create index ${name} on users (${columns})`).execute(db);
  }

  if (pg) {
    // In `public`, whatever the search path: each test's schema is dropped with everything in it.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    const schema = rows[0]?.schema ?? 'public';
    await sql
      .raw(`create index users_directory_search on users using gin ((${SEARCH_TEXT}) ${schema}.gin_trgm_ops)`)
      .execute(db);
  } else {
    await sql
      .raw(
        `create virtual table users_search using fts5(full_name, user_name, email, phone, content='', contentless_delete=1, tokenize='trigram')`,
      )
      .execute(db);
    await sql
      .raw(`insert into users_search (rowid, ${FTS_COLUMNS}) select id, ${FTS_VALUES('')} from users`)
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_insert after insert on users begin
           insert into users_search (rowid, ${FTS_COLUMNS}) values (new.id, ${FTS_VALUES('new.')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_update after update of full_name, user_name, email, mobile_e164 on users begin
           delete from users_search where rowid = old.id;
           insert into users_search (rowid, ${FTS_COLUMNS}) values (new.id, ${FTS_VALUES('new.')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_search_delete after delete on users begin delete from users_search where rowid = old.id; end`,
      )
      .execute(db);
  }

  await db.schema
    .createTable('status_changes')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('status_changes_user')
    .on('status_changes')
    .columns(['user_id', 'at'])
    .execute();
}

/** PostgreSQL's searched text: the same four fields the SQLite table holds, lower-cased, one string. */
export const SEARCH_TEXT = `lower(full_name) || ' ' || lower(user_name) || ' ' || coalesce(lower(email), '') || ' ' || substr(mobile_e164, 2)`;
const FTS_COLUMNS = 'full_name, user_name, email, phone';
const FTS_VALUES = (row: string) =>
  `${row}full_name, ${row}user_name, coalesce(${row}email, ''), substr(${row}mobile_e164, 2)`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('status_changes').execute();
  if (isPostgres(db)) {
    await sql`drop index users_directory_search`.execute(db);
  } else {
    for (const t of ['users_search_insert', 'users_search_update', 'users_search_delete']) {
      await sql.raw(`drop trigger ${t}`).execute(db);
    }
    await sql`drop table users_search`.execute(db);
  }
  for (const name of ['name', 'joined', 'status', 'birth', 'role', 'sport', 'country']) {
    await sql.raw(`drop index users_directory_${name}`).execute(db);
  }
}
