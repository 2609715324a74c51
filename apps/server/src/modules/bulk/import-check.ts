import type { FieldCode, ImportField, ImportProblem } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './import.repository.ts';
import { checkRow, valuesOf, type Candidate, type Lookups } from './import-rules.ts';

/** How an import's rows are read: each column's field and the country code for rows without one. */
export type Mapping = { columns: readonly (ImportField | null)[]; isdCode?: string | undefined };

/** A row checked: the account it becomes, or its problems. */
export type RowResult = {
  rowNo: number;
  candidate?: Candidate;
  problems: { field: ImportField | null; code: FieldCode }[];
};

export async function loadLookups(deps: Pick<Deps, 'db' | 'config'>): Promise<Lookups> {
  const [{ isdCodes, sports }, settings] = await Promise.all([
    repo.lookups(deps.db),
    organisationSettings(deps as Deps),
  ]);
  const byName = new Map<string, number>();
  for (const sport of sports) {
    byName.set(sport.name.toLowerCase(), sport.id);
    byName.set(String(sport.id), sport.id);
  }
  return { isdCodes: new Set(isdCodes), sports: byName, ageOfConsent: settings.ageOfConsent };
}

/** Registration's rules for each row on its own. */
export function checkRows(
  rows: readonly { rowNo: number; cells: string[] }[],
  mapping: Mapping,
  lookups: Lookups,
) {
  const now = new Date();
  return rows.map((row): RowResult => {
    const checked = checkRow(valuesOf(row.cells, mapping.columns, mapping.isdCode), lookups, now);
    return checked.candidate
      ? { rowNo: row.rowNo, candidate: checked.candidate, problems: [] }
      : { rowNo: row.rowNo, problems: checked.problems };
  });
}

/** Turns a row's candidate into a problem (it will not be imported). */
export function refuse(result: RowResult, field: ImportField, code: FieldCode) {
  delete result.candidate;
  result.problems.push({ field, code });
}

/**
 * The dry run: every row against registration's rules, the accounts there are (a mobile number or
 * user name taken) and the rows above it (the same number twice: the first is imported).
 */
export async function dryRun(db: DbOrTrx, id: string, total: number, mapping: Mapping, lookups: Lookups) {
  const seenMobiles = new Set<string>();
  const seenNames = new Set<string>();
  const results: RowResult[] = [];
  const STEP = 2_000;
  for (let from = 0; from < total; from += STEP) {
    const batch = checkRows(await repo.rowsBetween(db, id, from, from + STEP), mapping, lookups);
    const ok = batch.filter((r) => r.candidate);
    const mobiles = await repo.takenMobiles(
      db,
      ok.map((r) => r.candidate!.mobile_e164),
    );
    const names = await repo.takenUserNames(
      db,
      ok.flatMap((r) => (r.candidate!.user_name ? [r.candidate!.user_name] : [])),
    );
    for (const r of ok) {
      const c = r.candidate!;
      const name = c.user_name?.toLowerCase();
      if (mobiles.has(c.mobile_e164)) refuse(r, 'mobile', 'MOBILE_TAKEN');
      else if (seenMobiles.has(c.mobile_e164)) refuse(r, 'mobile', 'MOBILE_TWICE_IN_FILE');
      else if (name && (names.has(name) || seenNames.has(name))) refuse(r, 'user_name', 'USER_NAME_TAKEN');
      else {
        seenMobiles.add(c.mobile_e164);
        if (name) seenNames.add(name);
      }
    }
    results.push(...batch);
  }
  return results;
}

/** A problem as the report lists it: the file's line (the header is line 1) and the column's header. */
export function reportProblems(results: readonly RowResult[], headers: readonly string[], mapping: Mapping) {
  const columnOf = (field: ImportField | null) => {
    if (field === null) return null;
    let at = mapping.columns.indexOf(field);
    if (at < 0 && field === 'full_name') at = mapping.columns.indexOf('first_name');
    if (at < 0 && field === 'full_name') at = mapping.columns.indexOf('last_name');
    return at < 0 ? null : (headers[at] ?? null);
  };
  return results.flatMap((r) =>
    r.problems.map((p): ImportProblem => ({
      row: r.rowNo + 2,
      column: columnOf(p.field),
      field: p.field,
      code: p.code,
    })),
  );
}
