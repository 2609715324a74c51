import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

// The name db/auth-changes.ts registers, as it was when this ran.
const REPORT = 'fieldhouse_auth_changed';
const TRIGGERS: [name: string, table: string, event: 'update' | 'delete'][] = [
  ['sessions_auth_update', 'sessions', 'update'],
  ['sessions_auth_delete', 'sessions', 'delete'],
  ['users_auth_update', 'users', 'update'],
  ['users_auth_delete', 'users', 'delete'],
  ['roles_auth_update', 'roles', 'update'],
  ['roles_auth_delete', 'roles', 'delete'],
];

/**
 * On the embedded database, every change to a session, a user or a role calls a function of the
 * app's own process, which drops what it cached of that row (platform/session-cache.ts). Any
 * column, so a rule added later cannot be missed. PostgreSQL gets none: other processes write it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [name, table, event] of TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table} begin select ${REPORT}('${table}', old.id); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [name] of TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
}
