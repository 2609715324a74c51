import type { AuditEntry, AuditFilter, AuditQuery } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import * as repo from './audit.repository.ts';

const EXPORT_BATCH = 1_000;

/** The filters as rows see them, or null when they can match nothing (a user name nobody has). */
async function readOf(db: DbOrTrx, filter: AuditFilter) {
  const userId = filter.person ? await repo.userIdByName(db, filter.person) : undefined;
  if (filter.person && userId === undefined) return null;
  return {
    userId,
    action: filter.action,
    object: filter.object,
    from: filter.from ? repo.dayStart(filter.from) : undefined,
    until: filter.to ? repo.dayEnd(filter.to) : undefined,
  };
}

function toEntry(row: repo.TrailRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    action: row.action,
    actor:
      row.actor_id && row.actor_name && row.actor_user_name
        ? { subscriberID: row.actor_id, fullName: row.actor_name, userName: row.actor_user_name }
        : null,
    menuId: row.menu_id,
    ip: row.ip,
    detail: row.detail,
    object:
      row.object_type && row.object_id
        ? { type: row.object_type, id: row.object_id, name: row.target_name ?? null }
        : null,
  };
}

/** `GET audit`: one page of the trail, newest first. */
export async function trailPage(db: DbOrTrx, query: AuditQuery) {
  const boundary = decodeCursor(query.cursor, 'number');
  const after = boundary && { at: boundary.value, id: boundary.id };
  const read = await readOf(db, query);
  if (!read) return { items: [], nextCursor: null };
  const rows = await repo.readTrail(db, { ...read, after, limit: query.limit });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.at), row.id]);
  return { items: shown.map(toEntry), nextCursor };
}

const HEADERS = [
  'Time (UTC)',
  'Person',
  'User name',
  'Action',
  'Object',
  'Object name',
  'Menu item',
  'Address',
  'Detail',
];

/**
 * `GET audit/export.csv`: the filtered trail as CSV, streamed a page at a time. The export is
 * itself written to the trail first, so it shows in what it exports.
 */
export async function exportTrail(deps: Deps, auth: AuthContext, filter: AuditFilter, client: Client) {
  await audit(deps.db, {
    userId: auth.userId,
    action: 'audit-export',
    menuId: client.menuId,
    ip: client.ip,
    detail: JSON.stringify(filter),
  });
  const read = await readOf(deps.db, filter);
  return csvStream(
    HEADERS,
    (async function* () {
      let after: { at: number; id: number } | null = null;
      while (read) {
        const rows = await repo.readTrail(deps.db, { ...read, after, limit: EXPORT_BATCH });
        for (const row of rows.slice(0, EXPORT_BATCH)) {
          const entry = toEntry(row);
          yield [
            entry.at,
            entry.actor?.fullName ?? null,
            entry.actor?.userName ?? null,
            entry.action,
            entry.object ? `${entry.object.type} ${entry.object.id}` : null,
            entry.object?.name ?? null,
            entry.menuId === null ? null : String(entry.menuId),
            entry.ip,
            entry.detail,
          ];
        }
        if (rows.length <= EXPORT_BATCH) return;
        const last = rows[EXPORT_BATCH - 1];
        after = last ? { at: Number(last.at), id: last.id } : null;
      }
    })(),
  );
}
