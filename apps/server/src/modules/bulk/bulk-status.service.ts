import {
  BULK_SKIP_REASONS,
  auditTerm,
  type BulkSkipReason,
  type BulkStatusReport,
  type BulkStatusStarted,
  type BulkTarget,
} from '@fieldhouse/contract';
import type { z } from 'zod';
import type { bulkStatusRequestSchema } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { visibleJob, type Viewer } from '../jobs/index.ts';
import { directoryMatchIds } from '../subscribers/index.ts';
import { BULK_STATUS_JOB, type BulkStatusPayload } from './bulk-status.job.ts';
import * as repo from './bulk-status.repository.ts';

type StartInput = z.output<typeof bulkStatusRequestSchema>;

/** The people a target names now: the chosen rows, or everyone the directory's filters match (read here). */
function resolve(db: DbOrTrx, target: BulkTarget): Promise<number[]> {
  return target.by === 'ids' ? repo.idsOf(db, target.ids) : directoryMatchIds(db, target.filter);
}

/** `POST bulk/status/count`: how many people the change would reach, before any is skipped. */
export async function countTargets(deps: Deps, target: BulkTarget) {
  return { count: (await resolve(deps.db, target)).length };
}

/**
 * `POST bulk/status`: writes the people the target names now and queues the job that changes
 * them, in one transaction with its audit entry, so the job exists only with its people.
 */
export async function startBulkStatus(
  deps: Deps,
  auth: AuthContext,
  input: StartInput,
  client: Client,
): Promise<Omit<BulkStatusStarted, 'status'>> {
  const payload: BulkStatusPayload = {
    action: input.action,
    reason: input.reason,
    client: { ip: client.ip, menuId: client.menuId },
  };
  return deps.db.transaction().execute(async (trx) => {
    const people = await resolve(trx, input.target);
    if (people.length === 0) throw new AppError(409, 'INVALID_STATE', 'Nobody matches: choose people first.');
    const jobId = await deps.jobs.enqueue(BULK_STATUS_JOB, payload, {
      startedBy: auth.userId,
      total: people.length,
      trx,
    });
    await repo.insertItems(trx, jobId, people);
    await repo.recordChange(trx, jobId, input.action);
    await audit(trx, {
      userId: auth.userId,
      action: 'bulk-status-start',
      menuId: client.menuId,
      ip: client.ip,
      facts: { change: auditTerm('bulk', input.action), count: people.length, reason: input.reason },
    });
    return { jobId, count: people.length };
  });
}

const isSkipReason = (reason: string | null): reason is BulkSkipReason =>
  (BULK_SKIP_REASONS as readonly (string | null)[]).includes(reason);

/** A bulk change the caller may see (as its job: starter, `bulk.jobs`, Super Admin), or 404 JOB_NOT_FOUND. */
export async function visibleChange(deps: Deps, viewer: Viewer, id: string) {
  const job = await visibleJob(deps.db, deps.jobs, viewer, id);
  const action = job.kind === BULK_STATUS_JOB ? await repo.changeOf(deps.db, id) : undefined;
  if (!action) throw new AppError(404, 'JOB_NOT_FOUND', 'There is no such job.');
  return { job, action };
}

/** `GET bulk/status/:id/report`: done, skipped by reason and failed, so far. */
export async function bulkStatusReport(
  deps: Deps,
  viewer: Viewer,
  id: string,
): Promise<Omit<BulkStatusReport, 'status'>> {
  const { action } = await visibleChange(deps, viewer, id);
  const report: Omit<BulkStatusReport, 'status'> = {
    action,
    total: 0,
    done: 0,
    skipped: 0,
    failed: 0,
    skippedBy: {},
  };
  for (const row of await repo.outcomeCounts(deps.db, id)) {
    const n = Number(row.n);
    report.total += n;
    if (row.outcome === null) continue;
    report[row.outcome] += n;
    if (row.outcome === 'skipped' && isSkipReason(row.reason))
      report.skippedBy[row.reason] = (report.skippedBy[row.reason] ?? 0) + n;
  }
  return report;
}
