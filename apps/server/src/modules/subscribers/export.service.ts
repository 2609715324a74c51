import {
  DIRECTORY_COLUMNS,
  UserStatus,
  auditTerm,
  type AuditFacts,
  type DirectoryColumn,
  type DirectoryEntry,
  type ExportQuery,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { callingCodeOf, countryCodes, toEntry } from './directory.service.ts';
import * as repo from './directory.repository.ts';

/** Rows read per page while exporting: each page is one index range, so memory stays flat. */
export const EXPORT_BATCH = 1_000;

const HEADERS: Record<DirectoryColumn, string> = {
  fullName: 'Full name',
  userName: 'User name',
  mobile: 'Mobile number',
  email: 'E-mail',
  status: 'Status',
  role: 'Role',
  sport: 'Sport',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  country: 'Country',
  joinedAt: 'Signed up',
};

const STATUS_WORDS: Record<UserStatus, string> = {
  [UserStatus.active]: 'Active',
  [UserStatus.phoneNotVerified]: 'Phone not verified',
  [UserStatus.awaitingReview]: 'Awaiting review',
  [UserStatus.suspended]: 'Suspended',
  [UserStatus.rejected]: 'Rejected',
  [UserStatus.awaitingParent]: 'Awaiting parent approval',
};

function cell(entry: DirectoryEntry, column: DirectoryColumn): string | null {
  return column === 'status' ? STATUS_WORDS[entry.status] : entry[column];
}

/** The people that match, in the list's order, a page at a time: the same reads as the directory's pages. */
async function* matchingEntries(db: DbOrTrx, query: ExportQuery) {
  const { sort, columns: _columns, ...filter } = query;
  const countries = await countryCodes(db);
  const matching = { filter, isdCode: await callingCodeOf(db, filter), now: Date.now() };
  const few = (await repo.countMatches(db, matching, repo.FEW)) <= repo.FEW;
  let cursor: repo.Cursor | null = null;
  do {
    const rows = await repo.readPage(db, { ...matching, sort, cursor, limit: EXPORT_BATCH }, few);
    const page = rows.slice(0, EXPORT_BATCH);
    for (const row of page) yield toEntry(row, countries);
    const last = rows.length > EXPORT_BATCH ? page.at(-1) : undefined;
    cursor = last ? { value: last.sort_value as string | number, id: last.id } : null;
  } while (cursor);
}

/** What the export was of: its search, filters (by name), order and columns, worded by the reader. */
function exportFacts(query: ExportQuery, columns: readonly DirectoryColumn[]): AuditFacts {
  const filters = (['status', 'role', 'sport', 'age', 'gender', 'country'] as const)
    .filter((filter) => query[filter] !== undefined)
    .map((filter) => auditTerm('filter', filter));
  return {
    ...(query.q ? { search: query.q } : {}),
    ...(filters.length > 0 ? { filters } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    sort: auditTerm('sort', query.sort),
    columns: columns.map((column) => auditTerm('column', column)),
  };
}

/**
 * `GET subscribers/export.csv`: the directory's current view as CSV, streamed as it is read (a
 * million rows never sit in memory). UTF-8 with a byte-order mark, so Excel reads Arabic names.
 * Recorded in the audit trail with the filters used.
 */
export async function exportCsv(deps: Deps, auth: AuthContext, query: ExportQuery, client: Client) {
  const columns = query.columns ?? DIRECTORY_COLUMNS;
  await audit(deps.db, {
    userId: auth.userId,
    action: 'subscriber-export',
    menuId: client.menuId,
    ip: client.ip,
    facts: exportFacts(query, columns),
    object: { type: 'subscriber-list', id: 'directory' },
  });
  return csvOf(deps.db, query, columns);
}

/** The CSV text of a view, produced as the reader takes it. */
export function csvOf(db: DbOrTrx, query: ExportQuery, columns: readonly DirectoryColumn[]) {
  return csvStream(
    columns.map((column) => HEADERS[column]),
    (async function* () {
      for await (const entry of matchingEntries(db, query)) yield columns.map((c) => cell(entry, c));
    })(),
  );
}
