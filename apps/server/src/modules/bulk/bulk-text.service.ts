import { createHash } from 'node:crypto';
import {
  auditTerm,
  BULK_TEXT_SKIP_REASONS,
  smsSegments,
  type BulkTarget,
  type BulkTextMessage,
  type BulkTextPreview,
  type BulkTextReport,
  type BulkTextSkipReason,
  type BulkTextStarted,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { visibleJob, type Viewer } from '../jobs/index.ts';
import { recipientsOf } from '../sms/index.ts';
import { directoryMatchIds } from '../subscribers/index.ts';
import { idsOf } from './bulk-status.repository.ts';
import { BULK_TEXT_JOB, type BulkTextPayload } from './bulk-text.job.ts';
import * as repo from './bulk-text.repository.ts';
import { wordsOf } from './bulk-text-words.ts';

type Request = { target: BulkTarget; message: BulkTextMessage };

/** The people a target names now: the chosen rows, or everyone the directory's filters match. */
const resolve = (db: DbOrTrx, target: BulkTarget): Promise<number[]> =>
  target.by === 'ids' ? idsOf(db, target.ids) : directoryMatchIds(db, target.filter);

/** Rows read at once for a preview (the `in` lists stay short). */
const PREVIEW_CHUNK = 1_000;

/**
 * `POST bulk/text/preview`: who of the people the target names can be texted now, and the
 * segments their words take, per language (each person's template filled as it will be sent).
 */
export async function previewText(deps: Deps, input: Request): Promise<Omit<BulkTextPreview, 'status'>> {
  const { textFor } = await wordsOf(deps, input.message);
  const people = await resolve(deps.db, input.target);
  const preview = {
    count: people.length,
    recipients: 0,
    noVerifiedMobile: 0,
    optedOut: 0,
    segments: 0,
    byLanguage: { en: { recipients: 0, segments: 0 }, ar: { recipients: 0, segments: 0 } },
  };
  for (let from = 0; from < people.length; from += PREVIEW_CHUNK) {
    for (const one of await recipientsOf(deps, deps.db, people.slice(from, from + PREVIEW_CHUNK), false)) {
      if (one.skip === 'SMS_NO_VERIFIED_MOBILE') preview.noVerifiedMobile += 1;
      if (one.skip === 'SMS_OPTED_OUT') preview.optedOut += 1;
      if (one.skip || !one.person) continue;
      const { segments } = smsSegments(textFor({ ...one.person, language: one.language }));
      preview.recipients += 1;
      preview.segments += segments;
      preview.byLanguage[one.language].recipients += 1;
      preview.byLanguage[one.language].segments += segments;
    }
  }
  return preview;
}

/**
 * The same message to the same people: a second one started while the first is at work, or within
 * `SAME_SEND_MS` of it (a second click), is refused.
 */
const sendKey = (message: BulkTextMessage, people: readonly number[]) =>
  createHash('sha256').update(JSON.stringify(message)).update(people.join(',')).digest('hex');

const alreadySending = () =>
  new AppError(409, 'INVALID_STATE', 'This text is already on its way to these people.');

/**
 * `POST bulk/text`: writes the people the target names now and queues the job that texts them, in
 * one transaction with its audit entry (who, how many, which template; never the words).
 */
export async function startText(
  deps: Deps,
  auth: AuthContext,
  input: Request,
  client: Client,
): Promise<Omit<BulkTextStarted, 'status'>> {
  const { template } = await wordsOf(deps, input.message);
  const payload: BulkTextPayload = {
    message: input.message,
    client: { ip: client.ip, menuId: client.menuId },
  };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const people = await resolve(trx, input.target);
      if (people.length === 0)
        throw new AppError(409, 'INVALID_STATE', 'Nobody matches: choose people first.');
      const jobId = await deps.jobs.enqueue(BULK_TEXT_JOB, payload, {
        startedBy: auth.userId,
        total: people.length,
        trx,
      });
      await repo.recordSend(trx, jobId, template?.id ?? null, sendKey(input.message, people));
      await repo.insertItems(trx, jobId, people);
      await audit(trx, {
        userId: auth.userId,
        action: 'bulk-text-start',
        menuId: client.menuId,
        ip: client.ip,
        facts: { count: people.length, template: template ? template.name : auditTerm('bulk', 'free-text') },
      });
      return { jobId, count: people.length };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadySending();
    throw err;
  }
}

/** A bulk text the caller may see (as its job: starter, `bulk.jobs`, Super Admin), or 404 JOB_NOT_FOUND. */
export async function visibleSend(deps: Deps, viewer: Viewer, id: string) {
  const job = await visibleJob(deps.db, deps.jobs, viewer, id);
  const send = job.kind === BULK_TEXT_JOB ? await repo.sendOf(deps.db, id) : undefined;
  if (!send) throw new AppError(404, 'JOB_NOT_FOUND', 'There is no such job.');
  return send;
}

const isSkipReason = (reason: string | null): reason is BulkTextSkipReason =>
  (BULK_TEXT_SKIP_REASONS as readonly (string | null)[]).includes(reason);

/** `GET bulk/text/:id/report`: sent, held, skipped by reason and failed, so far. */
export async function bulkTextReport(
  deps: Deps,
  viewer: Viewer,
  id: string,
): Promise<Omit<BulkTextReport, 'status'>> {
  const send = await visibleSend(deps, viewer, id);
  const report: Omit<BulkTextReport, 'status'> = {
    templateId: send.template_id,
    total: await repo.itemCount(deps.db, id),
    sent: 0,
    held: 0,
    skipped: 0,
    failed: 0,
    skippedBy: {},
  };
  for (const row of await repo.outcomeCounts(deps.db, id)) {
    const n = Number(row.n);
    const outcome = row.delivery_status === 'failed' ? 'failed' : row.outcome;
    report[outcome] += n;
    if (outcome === 'skipped' && isSkipReason(row.reason))
      report.skippedBy[row.reason] = (report.skippedBy[row.reason] ?? 0) + n;
  }
  return report;
}
