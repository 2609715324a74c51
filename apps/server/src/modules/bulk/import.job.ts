import { randomBytes, randomUUID } from 'node:crypto';
import {
  IMPORT_LINK_TEXTS,
  INVITATION_DAYS,
  textFor,
  UserStatus,
  type ImportField,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { defineJob, JobError } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { languageOf } from '../preferences/index.ts';
import { seededRoleIds } from '../roles/index.ts';
import { passwordLink } from '../staff/index.ts';
import { checkRows, loadLookups, refuse, type Mapping, type RowResult } from './import-check.ts';
import type { Candidate, Lookups } from './import-rules.ts';
import * as repo from './import.repository.ts';

export const IMPORT_JOB = 'bulk.import';
export type ImportPayload = { importId: string };

/**
 * Rows a transaction imports: one insert of its accounts, one of its outcomes and one advance of
 * the job's `done` (so one commit, one wait for the disk). A twentieth of the file, so progress
 * moves in steps of 5 %, within bounds: a large file's transaction stays short enough that a
 * killed import loses little work, a small file still shows progress.
 */
export const importBatchSize = (rows: number) => Math.min(5_000, Math.max(250, Math.ceil(rows / 20)));

/**
 * Nobody knows an imported person's password: this is no hash at all, so no password matches it
 * (verifying it fails) until the texted link, or a staff reset, sets one.
 */
export const NO_PASSWORD = '!imported';

/**
 * A user name for a row whose file gave none: Latin letters of the name, then random hex (unique in
 * practice; a clash is skipped and reported). `random` is 4 bytes for this row.
 */
const userNameFor = (c: Candidate, random: Buffer) => {
  const base = c.full_name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()
    .slice(0, 20);
  return `${base || 'member'}.${random.toString('hex')}`;
};

type Batch = { id: string; mapping: Mapping; lookups: Lookups; roleId: number; from: number; to: number };

/** Imports rows `from`–`to` in the job's transaction and records each row's outcome in it. */
async function importBatch(trx: DbOrTrx, b: Batch) {
  const results = checkRows(await repo.rowsBetween(trx, b.id, b.from, b.to), b.mapping, b.lookups);
  const seen = new Set<string>();
  for (const r of results) {
    const mobile = r.candidate?.mobile_e164;
    if (mobile && seen.has(mobile)) refuse(r, 'mobile', 'MOBILE_TWICE_IN_FILE');
    else if (mobile) seen.add(mobile);
  }
  const now = Date.now();
  // In the order of their numbers, so two imports at once take the unique index's locks in one order.
  const going = results
    .filter((r) => r.candidate)
    .sort((a, b) => (a.candidate!.mobile_e164 < b.candidate!.mobile_e164 ? -1 : 1));
  // One draw of randomness for the batch's user names rather than one a row.
  const random = randomBytes(4 * going.length);
  const users = going.map((r, i): repo.ImportedUser => {
    const c = r.candidate!;
    return {
      public_id: randomUUID(),
      user_name: c.user_name ?? userNameFor(c, random.subarray(4 * i, 4 * i + 4)),
      full_name: c.full_name,
      isd_code: c.isd_code,
      mobile: c.mobile,
      mobile_e164: c.mobile_e164,
      email: c.email,
      date_of_birth: c.date_of_birth,
      gender: c.gender,
      sport_id: c.sport_id,
      password_hash: NO_PASSWORD,
      role_id: b.roleId,
      // As at sign-up once the phone is verified: a child waits for a parent. Staff importing is the review.
      status: c.child ? UserStatus.awaitingParent : UserStatus.active,
      created_at: now,
      updated_at: now,
    };
  });
  // The unique indexes skip a number an account holds already, an earlier batch of this import
  // included; only those few rows are looked up to say which.
  const inserted = new Map((await repo.insertAccounts(trx, users)).map((u) => [u.mobile_e164, u.id]));
  const missed = going.map((r) => r.candidate!.mobile_e164).filter((mobile) => !inserted.has(mobile));
  const earlier = await repo.importedEarlier(trx, b.id, missed);
  const taken = await repo.takenMobiles(trx, missed);
  for (const r of going) {
    const mobile = r.candidate!.mobile_e164;
    if (inserted.has(mobile)) continue;
    if (earlier.has(mobile)) refuse(r, 'mobile', 'MOBILE_TWICE_IN_FILE');
    else if (taken.has(mobile)) refuse(r, 'mobile', 'MOBILE_TAKEN');
    else refuse(r, 'user_name', 'USER_NAME_TAKEN');
  }
  await repo.insertOutcomes(
    trx,
    b.id,
    results.map((r) => outcomeOf(r, inserted)),
  );
}

const outcomeOf = (r: RowResult, inserted: Map<string, number>): repo.Outcome =>
  r.candidate
    ? {
        row_no: r.rowNo,
        outcome: 'imported',
        mobile_e164: r.candidate.mobile_e164,
        user_id: inserted.get(r.candidate.mobile_e164) ?? null,
      }
    : {
        row_no: r.rowNo,
        outcome: r.problems[0]?.code ?? 'IMPORT_ROW_FAILED',
        mobile_e164: null,
        user_id: null,
      };

/**
 * Texts each imported adult a link to set their password. The row is marked in the link's own
 * transaction and the text goes after it commits: a process that dies between the two leaves that
 * person without a text (staff can send a new link), never with two.
 */
async function sendLinks(deps: Deps, id: string, startedBy: number) {
  for (;;) {
    const due = await repo.linksToSend(deps.db, id, 100);
    if (due.length === 0) return;
    for (const person of due) {
      const link = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.claimLink(trx, id, person.row_no, Date.now()))) return null;
        return passwordLink(trx, { userId: person.id, by: startedBy, publicUrl: deps.config.publicUrl });
      });
      if (!link) continue;
      await deps.sms.send(
        {
          to: person.mobile_e164,
          kind: 'invite',
          userId: person.id,
          text: textFor(await languageOf(deps, person.id), IMPORT_LINK_TEXTS, {
            days: INVITATION_DAYS,
            link,
          }),
        },
        { startedBy },
      );
    }
  }
}

/** Imports an uploaded file's rows (modules/bulk/import.service.ts starts it). */
export function createImportJob(deps: Deps) {
  return defineJob<ImportPayload>({
    kind: IMPORT_JOB,
    area: 'bulk',
    managedBy: 'bulk.import',
    retry: { limit: 3, backoffMs: 1_000 },
    // Two staff members' imports run side by side; the unique indexes keep them apart.
    concurrency: 2,
    async run(ctx) {
      const found = await repo.findImport(ctx.db, ctx.payload.importId);
      if (!found) throw new JobError('IMPORT_FILE_GONE', { retry: false });
      const mapping: Mapping = {
        columns: JSON.parse(found.columns) as (ImportField | null)[],
        isdCode: found.isd_code ?? undefined,
      };
      const lookups = await loadLookups(deps);
      const roleId = (await seededRoleIds(ctx.db)).subscriber;
      // `eachItem` hands out items from `done` a batch at a time: the first item of a transaction
      // imports the whole batch, the rest of its items are already done.
      const batchSize = importBatchSize(found.rows);
      let next = 0;
      await ctx.eachItem(
        found.rows,
        async (index, trx) => {
          if (index < next) return;
          next = Math.min(found.rows, index + batchSize);
          await importBatch(trx, { id: found.id, mapping, lookups, roleId, from: index, to: next });
        },
        { batchSize },
      );
      if (found.send_links) await sendLinks(deps, found.id, found.started_by);
    },
  });
}
