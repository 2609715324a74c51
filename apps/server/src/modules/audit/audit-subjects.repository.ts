import { sql, type SqlBool } from 'kysely';
import { AUDIT_SUBJECTS_LIMIT, MASTER_KINDS, type AuditSubject } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { KINDS } from '../master/index.ts';

/** `lower(column) LIKE %text%`, the text's own wildcards taken literally. */
const holds = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;

const subject = (type: string, id: string | number, name: string, more: Partial<AuditSubject> = {}) => ({
  ref: `${type}:${id}`,
  type,
  name,
  userName: null,
  key: null,
  ...more,
});

/** People whose name or user name holds the text, or the one with this public id. */
export async function people(db: DbOrTrx, find: { text?: string; id?: string }): Promise<AuditSubject[]> {
  let query = db.selectFrom('users').select(['public_id', 'full_name', 'user_name']);
  if (find.id !== undefined) query = query.where('public_id', '=', find.id);
  if (find.text !== undefined) {
    const text = find.text;
    query = query.where((eb) => eb.or([holds('full_name', text), holds('user_name', text)]));
  }
  const rows = await query.orderBy('full_name').limit(AUDIT_SUBJECTS_LIMIT).execute();
  return rows.map((r) => subject('subscriber', r.public_id, r.full_name, { userName: r.user_name }));
}

/** Roles, events and master data whose names hold the text, or the one thing with this type and id. */
export async function things(db: DbOrTrx, find: { text?: string; type?: string; id?: number }) {
  const named = <T extends { id: number; name: string }>(
    type: string,
    read: (text: string | undefined, id: number | undefined) => Promise<T[]>,
    more: (row: T) => Partial<AuditSubject> = () => ({}),
  ) =>
    find.type !== undefined && find.type !== type
      ? Promise.resolve([])
      : read(find.text, find.id).then((rows) => rows.map((r) => subject(type, r.id, r.name, more(r))));
  const limit = AUDIT_SUBJECTS_LIMIT;
  const roles = named(
    'role',
    (text, id) => {
      let q = db.selectFrom('roles').select(['id', 'name', 'key']);
      if (text !== undefined) q = q.where(holds('name', text));
      if (id !== undefined) q = q.where('id', '=', id);
      return q.orderBy('id').limit(limit).execute();
    },
    (r) => ({ key: r.key }),
  );
  const events = named('event', (text, id) => {
    let q = db.selectFrom('events').select(['id', 'title as name']);
    if (text !== undefined) q = q.where(holds('title', text));
    if (id !== undefined) q = q.where('id', '=', id);
    return q.orderBy('starts_at', 'desc').limit(limit).execute();
  });
  const master = MASTER_KINDS.map((kind) =>
    named(kind, (text, id) => {
      let q = db.selectFrom(KINDS[kind].table).select(['id', 'name']);
      if (text !== undefined) q = q.where(holds('name', text));
      if (id !== undefined) q = q.where('id', '=', id);
      return q.orderBy('name').limit(limit).execute();
    }),
  );
  return (await Promise.all([roles, events, ...master])).flat();
}
