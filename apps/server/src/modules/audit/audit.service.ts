import {
  AUDIT_EXPORT_COLUMNS,
  auditActionWords,
  auditDetailWords,
  auditTerm,
  auditTermWords,
  loadAuditWords,
  type AuditEntry,
  type AuditExportQuery,
  type AuditFacts,
  type AuditFilter,
  type AuditQuery,
  type AuditWords,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { csvStream, type CsvFile } from '../../platform/csv.ts';
import { sheetOf, timeCell, type Sheet } from '../../platform/spreadsheet.ts';
import { languageOf } from '../preferences/index.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { nameOf } from './audit-subjects.service.ts';
import * as repo from './audit.repository.ts';
import { organisationSettings } from '../settings/index.ts';

const EXPORT_BATCH = 1_000;

const splitRef = (ref: string) => {
  const at = ref.indexOf(':');
  return { type: ref.slice(0, at), id: ref.slice(at + 1) };
};

/** The filters as rows see them, or null when they can match nothing (a user name nobody has). */
async function readOf(db: DbOrTrx, filter: AuditFilter) {
  const userId = filter.person ? await repo.userIdByName(db, filter.person) : undefined;
  if (filter.person && userId === undefined) return null;
  return {
    userId,
    action: filter.action,
    object: filter.object ? splitRef(filter.object) : undefined,
    from: filter.from ? repo.dayStart(filter.from) : undefined,
    until: filter.to ? repo.dayEnd(filter.to) : undefined,
  };
}

function factsOf(text: string | null): AuditFacts | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as AuditFacts;
  } catch {
    return null;
  }
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
    facts: factsOf(row.facts),
    object:
      row.object_type && row.object_id
        ? {
            type: row.object_type,
            id: row.object_id,
            name: row.target_name ?? row.role_name ?? row.object_name ?? null,
            key: row.role_key ?? null,
          }
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

/** The export's headers in the reader's words; the time's names the zone it is written in. */
const headersOf = (sheet: Sheet) =>
  AUDIT_EXPORT_COLUMNS.map((column) => sheet.words.audit[column].replace('{zone}', sheet.zone));

/** An entry as the CSV's row, in the reader's words, its time on the organisation's clock. */
function csvRow(entry: AuditEntry, words: AuditWords, sheet: Sheet): (string | null)[] {
  const object = entry.object;
  const objectName =
    object?.key && object.type === 'role'
      ? auditTermWords(words, auditTerm('role', object.key, object.name ?? ''))
      : (object?.name ?? null);
  return [
    timeCell(entry.at, sheet.zone),
    entry.actor?.fullName ?? null,
    entry.actor?.userName ?? null,
    auditActionWords(words, entry.action),
    object ? auditTermWords(words, auditTerm('object', object.type)) : null,
    objectName,
    entry.ip,
    entry.facts ? auditDetailWords(words, entry.action, entry.facts) || null : entry.detail,
  ];
}

/** What an export of the trail was of: the filters, a person or object by name. */
async function exportFacts(db: DbOrTrx, filter: AuditFilter): Promise<AuditFacts> {
  return {
    ...(filter.person ? { person: filter.person } : {}),
    ...(filter.action ? { action: auditTerm('action', filter.action) } : {}),
    ...(filter.object ? { object: (await nameOf(db, filter.object)) ?? filter.object } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/**
 * `GET audit/export.csv`: the filtered trail as CSV in the reader's language, streamed a page at a
 * time. The export is itself written to the trail first, so it shows in what it exports.
 */
export async function exportTrail(
  deps: Deps,
  auth: AuthContext,
  query: AuditExportQuery,
  client: Client,
): Promise<CsvFile> {
  const { lang, ...filter } = query;
  const sheet = await sheetOf(
    lang ?? (await languageOf(deps, auth.userId)),
    (await organisationSettings(deps)).timeZone,
  );
  await audit(deps.db, {
    userId: auth.userId,
    action: 'audit-export',
    menuId: client.menuId,
    ip: client.ip,
    facts: await exportFacts(deps.db, filter),
  });
  const read = await readOf(deps.db, filter);
  const words = (await loadAuditWords())[sheet.language];
  const count = read ? await repo.countTrail(deps.db, read) : 0;
  const csv = csvStream(
    headersOf(sheet),
    (async function* () {
      let after: { at: number; id: number } | null = null;
      while (read) {
        const rows = await repo.readTrail(deps.db, { ...read, after, limit: EXPORT_BATCH });
        for (const row of rows.slice(0, EXPORT_BATCH)) yield csvRow(toEntry(row), words, sheet);
        if (rows.length <= EXPORT_BATCH) return;
        const last = rows[EXPORT_BATCH - 1];
        after = last ? { at: Number(last.at), id: last.id } : null;
      }
    })(),
  );
  return { name: 'audit-trail', rows: { count, exact: true }, csv };
}
