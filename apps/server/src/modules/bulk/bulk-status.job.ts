import { UserStatus, type BulkSkipReason, type BulkStatusAction } from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, JobError, type JobContext } from '../../platform/jobs/types.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import { applyStatusChangeIn, canBeSuspended } from '../account-status/index.ts';
import { decideRegistrationIn } from '../review/index.ts';
import * as repo from './bulk-status.repository.ts';

export const BULK_STATUS_JOB = 'bulk.status';

/** What a bulk status change carries from its start: the change, and who asked from where (the audit entries'). */
export type BulkStatusPayload = {
  action: BulkStatusAction;
  reason: string;
  client: Pick<Client, 'ip' | 'menuId'>;
};

/** Why `person` is left as they are, or null when the change applies to them. */
function skipReason(person: Person | undefined, action: BulkStatusAction, by: number): BulkSkipReason | null {
  if (!person) return 'missing';
  if (person.id === by) return 'self';
  if (person.role_key === 'superAdmin') return 'super-admin';
  if (person.role_key !== 'subscriber') return 'staff';
  const applies =
    action === 'suspend'
      ? canBeSuspended(person)
      : action === 'reactivate'
        ? person.status === UserStatus.suspended
        : person.status === UserStatus.awaitingReview;
  return applies ? null : 'same-state';
}

/** One person's change, in the item's transaction: the same service, checks and audit entry as one by one. */
async function changeOne(
  deps: Deps,
  trx: Transaction<Database>,
  person: Person,
  o: BulkStatusPayload & { by: number },
): Promise<repo.ItemResult> {
  const changer = { deps, auth: { userId: o.by }, client: { ...o.client, userAgent: null } };
  if (o.action === 'suspend' || o.action === 'reactivate') {
    const input = o.action === 'suspend' ? { action: o.action, reason: o.reason } : { action: o.action };
    await applyStatusChangeIn(trx, changer, person, input, `subscriber-${o.action}`);
    return { outcome: 'done', reason: null };
  }
  const text = await decideRegistrationIn(
    trx,
    { deps, reviewerId: o.by, client: changer.client },
    person,
    o.action === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: o.reason },
  );
  return { outcome: 'done', reason: null, text: { to: text.to, body: text.text } };
}

/**
 * Works through the people of a bulk status change (written when it started), one transaction
 * each: the person's change, its audit entry, their outcome and the job's progress commit
 * together, so a try that dies part-way carries on after the last person done and changes nobody
 * twice. A refusal the rules make (someone changed the account just now) is that person's failure,
 * not the job's. Decision texts go out after their people's changes have committed.
 */
export const createBulkStatusJob = (deps: Deps) =>
  defineJob<BulkStatusPayload>({
    kind: BULK_STATUS_JOB,
    area: 'bulk',
    managedBy: 'bulk.jobs',
    retry: { limit: 3, backoffMs: 2_000 },
    async run(ctx: JobContext<BulkStatusPayload>) {
      const by = ctx.startedBy;
      if (by === null) throw new JobError('A bulk change needs the person who started it.', { retry: false });
      await ctx.eachItem(await repo.itemCount(ctx.db, ctx.id), async (index, trx) => {
        const item = await repo.itemAt(trx, ctx.id, index);
        if (!item || item.outcome !== null) return;
        const person = await findPerson(trx, { id: item.user_id });
        const skip = skipReason(person, ctx.payload.action, by);
        let result: repo.ItemResult = { outcome: 'skipped', reason: skip };
        if (skip === null && person) {
          try {
            result = await changeOne(deps, trx, person, { ...ctx.payload, by });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            result = { outcome: 'failed', reason: err.message };
          }
        }
        await repo.recordOutcome(trx, ctx.id, index, result);
      });
      for (const text of await repo.unsentTexts(ctx.db, ctx.id)) {
        if (text.text_to && text.text_body)
          await deps.sms.send(
            { to: text.text_to, text: text.text_body, kind: 'review-decision', userId: text.user_id },
            { startedBy: by },
          );
        await repo.markTextSent(ctx.db, ctx.id, text.position);
      }
    },
  });
