import { randomUUID } from 'node:crypto';
import {
  IMPORT_PROBLEMS_SHOWN,
  type Import,
  type ImportCheck,
  type ImportField,
  type ImportReport,
} from '@fieldhouse/contract';
import type { AuthContext } from '../../platform/auth.ts';
import { auditBy } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { dryRun, loadLookups, reportProblems, type Mapping } from './import-check.ts';
import { readCsv } from './import-file.ts';
import { guessColumns, rememberedOf } from './import-mapping.ts';
import { mappingGaps } from './import-rules.ts';
import { IMPORT_JOB } from './import.job.ts';
import * as repo from './import.repository.ts';

type Actor = { deps: Deps; auth: AuthContext; client: Client };

const SKIPPED = new Set(['MOBILE_TAKEN', 'MOBILE_TWICE_IN_FILE', 'USER_NAME_TAKEN']);

async function ownImport(actor: Actor, id: string) {
  const found = await repo.findImport(actor.deps.db, id);
  // Someone else's import answers as none, so ids cannot be probed.
  if (!found || found.started_by !== actor.auth.userId) throw notFound('There is no such import.');
  return found;
}

async function reportOf(deps: Deps, id: string): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, skipped: {}, failed: {}, linksSent: 0, awaitingParent: 0 };
  for (const { outcome, n } of await repo.outcomeCounts(deps.db, id)) {
    if (outcome === 'imported') report.imported = n;
    else (SKIPPED.has(outcome) ? report.skipped : report.failed)[outcome] = n;
  }
  report.linksSent = await repo.countLinksSent(deps.db, id);
  report.awaitingParent = await repo.countAwaitingParent(deps.db, id);
  return report;
}

/** `GET bulk/imports/:id`. */
export async function viewImport(actor: Actor, id: string): Promise<Import> {
  const found = await ownImport(actor, id);
  return {
    id: found.id,
    fileName: found.file_name,
    rows: found.rows,
    headers: JSON.parse(found.headers) as string[],
    columns: JSON.parse(found.columns) as (ImportField | null)[],
    state: found.job_id ? 'started' : 'uploaded',
    jobId: found.job_id,
    report: found.job_id ? await reportOf(actor.deps, id) : null,
  };
}

/** `POST bulk/imports`: keeps the file's rows and guesses its columns (the caller's last mapping first). */
export async function uploadImport(actor: Actor, upload: { fileName: string; bytes: Buffer }) {
  const { db } = actor.deps;
  const table = readCsv(upload.bytes);
  const remembered = (await repo.rememberedMapping(db, actor.auth.userId)) as Record<
    string,
    ImportField | null
  >;
  const id = randomUUID();
  await db.transaction().execute((trx) =>
    repo.insertImport(
      trx,
      {
        id,
        started_by: actor.auth.userId,
        file_name: upload.fileName,
        headers: JSON.stringify(table.headers),
        columns: JSON.stringify(guessColumns(table.headers, remembered)),
        isd_code: null,
        send_links: 0,
        rows: table.rows.length,
        job_id: null,
        created_at: Date.now(),
        started_at: null,
      },
      table.rows,
    ),
  );
  return viewImport(actor, id);
}

function assertComplete(headers: readonly string[], mapping: Mapping) {
  const gaps = mappingGaps(mapping.columns, mapping.isdCode);
  if (mapping.columns.length !== headers.length || gaps.length > 0) {
    throw new AppError(
      400,
      'IMPORT_MAPPING_INCOMPLETE',
      gaps.length > 0
        ? `Choose a column for each of: ${gaps.join(', ')}.`
        : 'Choose a field (or none) for every column of the file.',
    );
  }
}

/** `POST bulk/imports/:id/check`: the dry run; changes nothing but the remembered mapping. */
export async function checkImport(actor: Actor, id: string, mapping: Mapping): Promise<ImportCheck> {
  const { db } = actor.deps;
  const found = await ownImport(actor, id);
  const headers = JSON.parse(found.headers) as string[];
  assertComplete(headers, mapping);
  await repo.saveMapping(db, actor.auth.userId, rememberedOf(headers, mapping.columns));
  await repo.setMapping(db, id, {
    columns: JSON.stringify(mapping.columns),
    isd_code: mapping.isdCode ?? null,
  });
  const results = await dryRun(db, id, found.rows, mapping, await loadLookups(actor.deps));
  const problems = reportProblems(results, headers, mapping);
  const invalid = results.filter((r) => r.problems.length > 0).length;
  return {
    rows: found.rows,
    valid: found.rows - invalid,
    invalid,
    problemsTotal: problems.length,
    problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN),
  };
}

/** `POST bulk/imports/:id/start`: queues the import's job, once. */
export async function startImport(actor: Actor, id: string, input: Mapping & { sendLinks: boolean }) {
  const { db, jobs } = actor.deps;
  const found = await ownImport(actor, id);
  const headers = JSON.parse(found.headers) as string[];
  assertComplete(headers, input);
  const alreadyStarted = () => new AppError(409, 'INVALID_STATE', 'This file is being imported already.');
  if (found.job_id) throw alreadyStarted();
  await db.transaction().execute(async (trx) => {
    await repo.setMapping(trx, id, {
      columns: JSON.stringify(input.columns),
      isd_code: input.isdCode ?? null,
      send_links: input.sendLinks ? 1 : 0,
    });
    const jobId = await jobs.enqueue(
      IMPORT_JOB,
      { importId: id },
      { startedBy: actor.auth.userId, total: found.rows, trx },
    );
    if (!(await repo.markStarted(trx, id, jobId, Date.now()))) throw alreadyStarted();
    await auditBy(trx, actor, {
      action: 'subscribers-import',
      facts: { rows: found.rows, file: found.file_name },
    });
  });
  return viewImport(actor, id);
}
