import {
  DIRECTORY_COLUMNS,
  auditTerm,
  type ExportWords,
  type AuditFacts,
  type DirectoryColumn,
  type DirectoryEntry,
  type ExportQuery,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { audit } from '../../platform/audit.ts';
import { csvStream, type CsvFile, type RowCount } from '../../platform/csv.ts';
import { dayCell, phoneCell, roleWords, sheetOf, timeCell, type Sheet } from '../../platform/spreadsheet.ts';
import { languageOf } from '../preferences/index.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { callingCodeOf, countryCodes, toEntry } from './directory.service.ts';
import * as repo from './directory.repository.ts';
import { organisationSettings } from '../settings/index.ts';

/** Rows read per page while exporting: each page is one index range, so memory stays flat. */
export const EXPORT_BATCH = 1_000;

/**
 * A cell as the directory shows it on screen: a status, a gender, a seeded role and a seeded sport
 * in the reader's words (a role or sport staff named reads as written), the mobile number as typed,
 * the sign-up time on the organisation's clock.
 */
function cell(entry: DirectoryEntry, column: DirectoryColumn, sheet: Sheet): string | null {
  const { words } = sheet;
  switch (column) {
    case 'status':
      return words.userStatus[entry.status];
    case 'mobile':
      return phoneCell(entry.mobile);
    case 'gender':
      return entry.gender
        ? (words.genders[entry.gender as keyof ExportWords['genders']] ?? entry.gender)
        : null;
    case 'role':
      return roleWords(sheet, entry.roleKey, entry.role);
    case 'sport':
      return entry.sport ? (words.dataNames[entry.sport] ?? entry.sport) : null;
    case 'dateOfBirth':
      return dayCell(entry.dateOfBirth);
    case 'joinedAt':
      return timeCell(entry.joinedAt, sheet.zone);
    default:
      return entry[column];
  }
}

/** What an export reads: the view's search and filters, and how many match (estimated past a few). */
async function matchingOf(db: DbOrTrx, query: ExportQuery) {
  const { sort: _sort, columns: _columns, ...filter } = query;
  const matching = { filter, isdCode: await callingCodeOf(db, filter), now: Date.now() };
  const counted = await repo.countMatches(db, matching, repo.FEW);
  const few = counted <= repo.FEW;
  const rows: RowCount = few
    ? { count: counted, exact: true }
    : await repo.estimateMatches(db, matching, counted);
  return { matching, few, rows };
}

/** The people that match, in the list's order, a page at a time: the same reads as the directory's pages. */
async function* matchingEntries(
  db: DbOrTrx,
  query: ExportQuery,
  read: Awaited<ReturnType<typeof matchingOf>>,
) {
  const { sort } = query;
  const { matching, few } = read;
  const countries = await countryCodes(db);
  let cursor: repo.Cursor | null = null;
  do {
    const rows = await repo.readPage(db, { ...matching, sort, cursor, limit: EXPORT_BATCH, walk: null }, few);
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
export async function exportCsv(
  deps: Deps,
  auth: AuthContext,
  query: ExportQuery,
  client: Client,
): Promise<CsvFile> {
  const columns = query.columns ?? DIRECTORY_COLUMNS;
  await audit(deps.db, {
    userId: auth.userId,
    action: 'subscriber-export',
    menuId: client.menuId,
    ip: client.ip,
    facts: exportFacts(query, columns),
    object: { type: 'subscriber-list', id: 'directory' },
  });
  const sheet = await sheetOf(
    await languageOf(deps, auth.userId),
    (await organisationSettings(deps)).timeZone,
  );
  const read = await matchingOf(deps.db, query);
  return { name: 'subscribers', rows: read.rows, csv: csvOf(deps.db, query, columns, sheet, read) };
}

/** The CSV text of a view in a reader's words, produced as the reader takes it. */
export function csvOf(
  db: DbOrTrx,
  query: ExportQuery,
  columns: readonly DirectoryColumn[],
  sheet: Sheet,
  read?: Awaited<ReturnType<typeof matchingOf>>,
) {
  return csvStream(
    columns.map((column) => sheet.words.directory[column]),
    (async function* () {
      for await (const entry of matchingEntries(db, query, read ?? (await matchingOf(db, query))))
        yield columns.map((c) => cell(entry, c, sheet));
    })(),
  );
}
