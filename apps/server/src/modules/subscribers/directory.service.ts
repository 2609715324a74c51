import type { DirectoryFilter, DirectoryQuery, DirectoryEntry } from '@fieldhouse/contract';
import { DEFAULT_DIRECTORY_WALK } from '../../config-database.ts';
import type { DbOrTrx } from '../../db/connect.ts';
import { encodeCursor } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import { allCallingCodes, callingCodeOfCountry } from './countries.repository.ts';
import * as repo from './directory.repository.ts';

type Row = Awaited<ReturnType<typeof repo.readPage>>[number];

/** The calling code a country filter means: undefined without one, null for a country we do not know. */
export async function callingCodeOf(db: DbOrTrx, filter: DirectoryFilter) {
  if (!filter.country) return undefined;
  return (await callingCodeOfCountry(db, filter.country)) ?? null;
}

/** `GET subscribers`: one page of the directory, with how many match. */
export async function directoryPage(
  db: DbOrTrx,
  query: DirectoryQuery,
  countries: CountryCodes,
  walk = DEFAULT_DIRECTORY_WALK,
) {
  const { sort, cursor: cursorText, limit, ...filter } = query;
  const cursor = cursorText ? repo.decodeCursor(db, sort, cursorText) : null;
  if (cursorText && !cursor) {
    throw new AppError(400, 'VALIDATION_FAILED', 'That page link has expired: start from the first page.', {
      cursor: 'NOT_VALID',
    });
  }
  const read: repo.DirectoryRead = {
    filter,
    isdCode: await callingCodeOf(db, filter),
    sort,
    cursor,
    limit,
    walk,
    now: Date.now(),
  };
  const counted = await repo.countMatches(db, read, repo.FEW);
  const few = counted <= repo.FEW;
  const [rows, total] = await Promise.all([
    repo.readPage(db, read, few),
    few ? { count: counted, exact: true } : repo.estimateMatches(db, read, counted),
  ]);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items: rows.slice(0, limit).map((row) => toEntry(row, countries)),
    nextCursor: last ? encodeCursor(last.sort_value as string | number, last.id) : null,
    total,
  };
}

/** Which country a calling code means, where exactly one country has it. */
export type CountryCodes = ReadonlyMap<string, string | null>;

export async function countryCodes(db: DbOrTrx): Promise<CountryCodes> {
  const rows = await allCallingCodes(db);
  const byCode = new Map<string, string | null>();
  for (const row of rows) byCode.set(row.isd_code, byCode.has(row.isd_code) ? null : row.iso2);
  return byCode;
}

export function toEntry(row: Row, countries: CountryCodes): DirectoryEntry {
  return {
    subscriberID: row.public_id,
    fullName: row.full_name,
    userName: row.user_name,
    mobile: row.mobile_e164,
    email: row.email,
    status: row.status as DirectoryEntry['status'],
    role: row.role_name,
    roleKey: row.role_key,
    sport: row.sport,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    country: countries.get(row.isd_code) ?? null,
    profileImage: row.profile_image ?? '',
    joinedAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Everyone the directory's search and filters match now, by account id: read by the server, never counted by the console. */
export async function directoryMatchIds(db: DbOrTrx, filter: DirectoryFilter): Promise<number[]> {
  return repo.matchingIds(db, { filter, isdCode: await callingCodeOf(db, filter), now: Date.now() });
}
