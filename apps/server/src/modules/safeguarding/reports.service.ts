import {
  UserStatus,
  auditTerm,
  type ReportDetail,
  type ReportOutcomeRequest,
  type ReportRequest,
  type ReportSummary,
} from '@fieldhouse/contract';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import { isChatSuspended } from '../../platform/chat-suspensions.repository.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { canBeSuspended, changeStatusIn } from '../account-status/index.ts';
import * as repo from './reports.repository.ts';

const nothingToReport = () => notFound('There is nothing by that id you can report.');
const iso = (ms: number) => new Date(ms).toISOString();

/** What the reporter may report, and whom it is about; 404 for what they cannot see. */
async function subjectOf(deps: Deps, reporterId: number, input: ReportRequest) {
  if (input.kind === 'message') {
    const message = await repo.findMessageParties(deps.db, input.messageId);
    // Its recipient, or a family parent of the recipient.
    const sees =
      message &&
      (message.to_user_id === reporterId ||
        (await repo.isFamilyParent(deps.db, reporterId, message.to_user_id)));
    if (!message || !sees) throw nothingToReport();
    return { userId: message.from_user_id, messageId: message.id, key: `message:${message.id}` };
  }
  const person = await findPerson(deps.db, { publicId: input.personId });
  if (!person || person.id === reporterId || !(await repo.seesProfile(deps.db, reporterId, person.id))) {
    throw nothingToReport();
  }
  return { userId: person.id, messageId: null, key: `profile:${person.id}` };
}

/** A report of a message or a profile, by someone who can see it; once while it is open. */
export async function makeReport(deps: Deps, reporterId: number, input: ReportRequest) {
  const subject = await subjectOf(deps, reporterId, input);
  const report = await repo.insertReport(deps.db, {
    reporter_id: reporterId,
    subject_user_id: subject.userId,
    kind: input.kind,
    message_id: subject.messageId,
    subject_key: subject.key,
    reason: input.reason,
    note: input.note ?? '',
    created_at: Date.now(),
  });
  return { reportId: report.id, created: report.created };
}

const toSummary = (r: repo.ReportRow): ReportSummary => ({
  id: r.id,
  kind: r.kind,
  reason: r.reason,
  note: r.note,
  created_at: iso(r.created_at),
  reporter: { subscriberID: r.reporter_public_id, full_name: r.reporter_name },
  subject: { subscriberID: r.subject_public_id, full_name: r.subject_name },
});

/** The open reports, oldest first, a keyset page at a time. */
export async function reportQueue(deps: Deps, query: { cursor?: string | undefined; limit: number }) {
  const after = decodeCursor(query.cursor, 'number');
  const rows = await repo.openReports(deps.db, after, query.limit);
  const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => [r.created_at, r.id]);
  return { items: shown.map(toSummary), nextCursor };
}

async function contextOf(deps: Deps, r: repo.ReportRow) {
  if (r.kind === 'profile') {
    const person = await findPerson(deps.db, { id: r.subject_user_id });
    const profile = person && {
      subscriberID: person.public_id,
      full_name: person.full_name,
      user_name: person.user_name,
      date_of_birth: person.date_of_birth,
      profile_image: person.profile_image ?? '',
    };
    return { messages: [], profile: profile ?? null };
  }
  const message = r.message_id === null ? undefined : await repo.findMessageParties(deps.db, r.message_id);
  if (!message) return { messages: [], profile: null };
  const rows = await repo.conversationAround(deps.db, message.id, message.from_user_id, message.to_user_id);
  const media = await deps.media.signer();
  const messages = rows.map((m) => ({
    id: m.id,
    from: { subscriberID: m.public_id, full_name: m.full_name },
    msg: m.body,
    image: m.image === null ? null : media.address(m.image),
    time: iso(m.created_at),
    reported: m.id === message.id,
  }));
  return { messages, profile: null };
}

/** A report with its context, for staff; each read is audited. */
export async function readReport(deps: Deps, actor: AuditActor, id: number): Promise<ReportDetail> {
  const r = await repo.findReport(deps.db, id);
  if (!r) throw notFound('That report does not exist.');
  const context = await contextOf(deps, r);
  await auditBy(deps.db, actor, {
    action: 'safeguarding-report-read',
    facts: { report: r.id, reason: auditTerm('reason', r.reason) },
    object: { type: 'subscriber', id: r.subject_public_id, name: r.subject_name },
  });
  return {
    ...toSummary(r),
    status: r.status,
    outcome: r.outcome,
    outcomeNote: r.outcome_note,
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
    subjectChatSuspended: await isChatSuspended(deps.db, r.subject_user_id),
    ...context,
  };
}

/** What a person suspended by a report's outcome reads when they try to sign in. */
const SUSPENDED_BY_REPORT = 'after a safeguarding report. Contact your club.';

/**
 * The person an "account suspended" outcome suspends: a subscriber other than the caller. Staff
 * accounts are deactivated by a Super Admin from the staff page, as any other time.
 */
async function suspendable(deps: Deps, actor: AuditActor, subjectId: number) {
  const person = await findPerson(deps.db, { id: subjectId });
  if (!person) throw notFound('That person does not exist.');
  if (person.role_key !== 'subscriber') {
    throw forbidden('A staff account is deactivated by a Super Admin from the staff page.');
  }
  if (person.id === actor.auth.userId) throw forbidden('Use your own profile to change your account.');
  return person;
}

/**
 * Records what staff did about an open report and closes it: once, however many decide at once.
 * The outcome "account suspended" suspends the account in the same transaction, as a suspension
 * from the person's record does (account-status): signed out everywhere, audited, and
 * reactivated from the record like any suspension. An account already suspended stays so.
 */
export async function decideReport(deps: Deps, actor: AuditActor, id: number, input: ReportOutcomeRequest) {
  const found = await repo.findReport(deps.db, id);
  if (!found) throw notFound('That report does not exist.');
  const suspending =
    input.outcome === 'account-suspended' ? await suspendable(deps, actor, found.subject_user_id) : null;
  await deps.db.transaction().execute(async (trx) => {
    const r = await repo.findReport(trx, id);
    if (!r) throw notFound('That report does not exist.');
    const note = input.note ?? '';
    if (!(await repo.decideReport(trx, id, { outcome: input.outcome, note, by: actor.auth.userId }))) {
      throw new AppError(
        409,
        'REPORT_ALREADY_DECIDED',
        'Someone has already recorded the outcome of this report.',
      );
    }
    await auditBy(trx, actor, {
      action: 'safeguarding-report-decide',
      facts: { report: r.id, outcome: auditTerm('outcome', input.outcome), ...(note ? { note } : {}) },
      object: { type: 'subscriber', id: r.subject_public_id, name: r.subject_name },
    });
    if (suspending && canBeSuspended(suspending)) {
      const change = { to: UserStatus.suspended, reason: SUSPENDED_BY_REPORT };
      await changeStatusIn(trx, { deps, ...actor }, suspending, change, 'subscriber-suspend');
    }
  });
}
