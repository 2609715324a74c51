import { sql, type RawBuilder } from 'kysely';
import { MAX_INTEGER, type DirectorySort } from '@fieldhouse/contract';
import { readCursor, type Boundary } from '../../platform/cursor.ts';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';

// The directory's orders: each walks an index ending in the id (see directory.repository.ts).

/** `max`: the largest value the sort column holds, where it is smaller than any safe integer. */
export type Key = { expression: RawBuilder<unknown>; index: string; type: 'text' | 'number'; max?: number };

/** The key each order walks, and the index that holds it. */
export type SortName = 'name' | 'joined' | 'age' | 'status';

export function sortKey(db: DbOrTrx, sort: DirectorySort): Key & { descending: boolean; name: SortName } {
  const name = sort.replace('-', '') as SortName;
  return { ...keyOf(db, name, sort.startsWith('-')), name };
}

function keyOf(db: DbOrTrx, name: SortName, reversed: boolean): Key & { descending: boolean } {
  switch (name) {
    case 'name':
      return {
        expression: isPostgres(db)
          ? sql`lower(${sql.ref('users.full_name')}) collate "C"`
          : sql`lower(${sql.ref('users.full_name')})`,
        index: 'users_directory_name',
        type: 'text',
        descending: reversed,
      };
    case 'joined':
      // Newest first reads best as the plain order, so `joined` is newest first.
      return {
        expression: sql`${sql.ref('users.created_at')}`,
        index: 'users_directory_joined',
        type: 'number',
        descending: !reversed,
      };
    case 'age':
      // Youngest first is the latest birthday first; unknown birthdays ('') come last.
      return { expression: birthKey, index: 'users_directory_birth', type: 'text', descending: !reversed };
    case 'status':
      return {
        expression: sql`${sql.ref('users.status')}`,
        index: 'users_directory_status',
        type: 'number',
        max: MAX_INTEGER,
        descending: reversed,
      };
  }
}

export const birthKey = sql`coalesce(${sql.ref('users.date_of_birth')}, '')`;

/** A page boundary: the last row's sort value and id. */
export type Cursor = Boundary;

/** The cursor an answer gave for this order, or null for anything else. */
export function decodeCursor(db: DbOrTrx, sort: DirectorySort, text: string): Cursor | null {
  const key = sortKey(db, sort);
  return readCursor(text, key.type === 'text' ? 'string' : 'number', key.max);
}
