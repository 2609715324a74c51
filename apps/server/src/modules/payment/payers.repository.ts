import { sql, type SqlBool } from 'kysely';
import { PAYER_SEARCH_LIMIT, UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The issue form's picker: people whose name or user name holds `q`, or whose number starts with
 * it, by name; a rejected sign-up is nobody to bill. Their number and name only.
 */
export function searchPayers(db: DbOrTrx, q: string) {
  const like = `%${escapeLike(q.toLowerCase())}%`;
  return db
    .selectFrom('users')
    .select(['public_id', 'full_name'])
    .where('status', '!=', UserStatus.rejected)
    .where(
      sql<SqlBool>`(lower(full_name) like ${like} escape '\\' or lower(user_name) like ${like} escape '\\' or public_id like ${`${escapeLike(q)}%`} escape '\\')`,
    )
    .orderBy('full_name')
    .orderBy('id')
    .limit(PAYER_SEARCH_LIMIT)
    .execute();
}
