import {
  auditTerm,
  PRODUCT_NAME,
  type StaffEditRequest,
  type StatusChangeRequest,
  type SubscriberRecord,
} from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { endSessions } from '../../platform/sessions.repository.ts';
import { applyStatusChange } from '../account-status/index.ts';
import { connectionsOf } from '../connections/index.ts';
import { pendingParentOf } from '../parent/index.ts';
import { countStaffText, queueText, refuseSkipped } from '../sms/index.ts';
import { assertAvailable, sportExists, toProfile, updateAccount } from '../people/index.ts';
import { changeable, isStaff, readable, type Held } from './record-access.ts';
import { firstPages } from './record-history.ts';
import * as repo from './record.repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const asSession = (row: repo.SessionRow, open: boolean) => ({
  id: row.id,
  startedAt: iso(row.created_at)!,
  lastUsedAt: iso(row.last_used_at)!,
  endedAt: open ? null : iso(row.revoked_at ?? row.expires_at),
  ip: row.ip,
  userAgent: row.user_agent,
});

/** Where and when the person signed in: for holders of `subscriber.sessions` only. */
async function sessionsOf(deps: Deps, userId: number) {
  const [open, signIns] = await Promise.all([
    repo.openSessions(deps.db, userId, deps.lifetimes, Date.now()),
    repo.signIns(deps.db, userId),
  ]);
  const openIds = new Set(open.map((s) => s.id));
  return {
    openSessions: open.map((s) => asSession(s, true)),
    signIns: signIns.map((s) => asSession(s, openIds.has(s.id))),
  };
}

/** `GET subscribers/{id}`: everything staff see on the record, and what this caller may do to it. */
export async function subscriberRecord(
  deps: Deps,
  auth: AuthContext,
  held: Held,
  subscriberId: string,
): Promise<Omit<SubscriberRecord, 'status'>> {
  const { db } = deps;
  const person = await readable(deps, held, subscriberId);
  const [history, family, sessions, notifications, texts, pending] = await Promise.all([
    repo.statusHistory(db, person.id),
    connectionsOf(db, person.id),
    held.has('subscriber.sessions') ? sessionsOf(deps, person.id) : undefined,
    repo.notificationsPage(db, person.id, null),
    repo.textsPage(db, person.id, null),
    pendingParentOf(db, person.id, Date.now()),
  ]);
  // Staff accounts change only through the staff calls; nobody changes their own account here.
  const changeableHere = !isStaff(person) && person.id !== auth.userId;
  return {
    profile: toProfile(person),
    statusReason: person.status_reason,
    statusHistory: history.map((h) => ({
      from: h.from_status as SubscriberRecord['profile']['user_status'],
      to: h.to_status as SubscriberRecord['profile']['user_status'],
      reason: h.reason,
      by: h.by_public_id ? { subscriberID: h.by_public_id, fullName: h.by_full_name ?? '' } : null,
      at: iso(h.at)!,
    })),
    ...family,
    pendingParent: pending
      ? {
          mobile: pending.mobile,
          subscriberID: pending.public_id,
          fullName: pending.full_name,
          requestedAt: iso(pending.created_at)!,
          expiresAt: iso(pending.expires_at)!,
        }
      : null,
    ...sessions,
    ...firstPages(notifications, texts),
    can: {
      edit: held.has('subscriber.edit') && changeableHere,
      suspend: held.has('subscriber.suspend') && changeableHere,
      text: held.has('subscriber.text') && !isStaff(person),
      family: held.has('subscriber.edit') && changeableHere,
    },
  };
}

/** `PATCH subscribers/{id}`: staff correct a profile with the owner's rules; the date of birth is theirs to set. */
export async function editRecord(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  input: StaffEditRequest & { email?: string | null },
  client: Client,
) {
  const person = await changeable(deps, auth, subscriberId);
  if (input.sport_id !== undefined && !(await sportExists(deps.db, input.sport_id, person.sport_id))) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', {
      sport_id: 'SPORT_UNKNOWN',
    });
  }
  const userName = input.user_name !== person.user_name ? input.user_name : undefined;
  await assertAvailable(deps, userName, undefined, person.id);
  const changes = {
    ...(input.full_name !== undefined && { full_name: input.full_name }),
    ...(userName !== undefined && { user_name: userName }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.date_of_birth !== undefined && { date_of_birth: input.date_of_birth }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.sport_id !== undefined && { sport_id: input.sport_id }),
  };
  if (Object.keys(changes).length === 0) return {};
  await deps.db.transaction().execute(async (trx) => {
    await updateAccount(trx, person.id, changes);
    await audit(trx, {
      userId: auth.userId,
      action: 'subscriber-edit',
      menuId: client.menuId,
      ip: client.ip,
      // The names of the fields, never their values.
      facts: { fields: Object.keys(changes).map((field) => auditTerm('field', field)) },
      object: { type: 'subscriber', id: person.public_id, name: changes.full_name ?? person.full_name },
    });
  });
  return {};
}

/** `POST subscribers/{id}/status`: suspend with a reason, or reactivate (status-change.ts). */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  input: StatusChangeRequest,
  client: Client,
) {
  const person = await changeable(deps, auth, subscriberId);
  return applyStatusChange({ deps, auth, client }, person, input, `subscriber-${input.action}`);
}

/** `POST subscribers/{id}/sign-out`: ends every session the person has open. */
export async function signOutEverywhere(deps: Deps, auth: AuthContext, subscriberId: string, client: Client) {
  const person = await changeable(deps, auth, subscriberId);
  await deps.db.transaction().execute(async (trx) => {
    const ended = await endSessions(trx, person.id);
    await deps.live.publish(trx, { t: 'session', userId: person.id });
    await audit(trx, {
      userId: auth.userId,
      action: 'subscriber-sign-out',
      menuId: client.menuId,
      ip: client.ip,
      facts: { sessions: ended },
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
  return {};
}

/** `POST subscribers/{id}/text`: a text to the person's mobile, within a daily limit per person. */
export async function sendText(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  text: string,
  client: Client,
) {
  const person = await changeable(deps, auth, subscriberId);
  await countStaffText(deps, { auth, client }, person);
  // Non-urgent: held in quiet hours, refused (and logged as skipped) for one who opted out.
  refuseSkipped(
    await queueText(deps, {
      to: person.id,
      text: `${PRODUCT_NAME}: ${text}`,
      urgent: false,
      startedBy: auth.userId,
    }),
  );
  return {};
}
