import {
  auditTerm,
  PRODUCT_NAME,
  UserStatus,
  type AuditAction,
  type StaffEditRequest,
  type StatusChangeRequest,
  type SubscriberRecord,
} from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, retryLater } from '../../platform/errors.ts';
import { LIMITS, hit } from '../../platform/rate-limits.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { connectionsOf } from '../connections/connections.service.ts';
import { updateAccount } from '../profile/profile-edit.repository.ts';
import { findProfile, toProfile } from '../profile/profile.repository.ts';
import { sportExists } from '../registration/registration.repository.ts';
import { assertAvailable } from '../registration/registration.service.ts';
import { firstPages } from './record-history.ts';
import * as repo from './record.repository.ts';

type Held = ReadonlySet<string>;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The person a record call is about, or 404. */
async function subject(deps: Deps, subscriberId: string) {
  const person = await findProfile(deps.db, subscriberId);
  if (!person) throw notFound('No one has that subscriber id.');
  return person;
}

type Subject = Awaited<ReturnType<typeof subject>>;

/**
 * Why the caller may not change this account, or null when they may. Nobody changes their own
 * account from here (their profile is for that), and only a Super Admin changes a Super Admin's.
 */
async function protectedFrom(deps: Deps, auth: AuthContext, person: Subject): Promise<string | null> {
  if (person.id === auth.userId) return 'Use your own profile to change your account.';
  if (person.role_key === 'superAdmin' && (await repo.roleKeyOf(deps.db, auth.roleId)) !== 'superAdmin')
    return 'Only a Super Admin can change a Super Admin.';
  return null;
}

async function changeable(deps: Deps, auth: AuthContext, subscriberId: string) {
  const person = await subject(deps, subscriberId);
  const problem = await protectedFrom(deps, auth, person);
  if (problem) throw forbidden(problem);
  return person;
}

const asSession = (row: repo.SessionRow, open: boolean) => ({
  id: row.id,
  startedAt: iso(row.created_at)!,
  lastUsedAt: iso(row.last_used_at)!,
  endedAt: open ? null : iso(row.revoked_at ?? row.expires_at),
  ip: row.ip,
  userAgent: row.user_agent,
});

/** `GET subscribers/{id}`: everything staff see on the record, and what this caller may do to it. */
export async function subscriberRecord(
  deps: Deps,
  auth: AuthContext,
  held: Held,
  subscriberId: string,
): Promise<Omit<SubscriberRecord, 'status'>> {
  const { db } = deps;
  const person = await subject(deps, subscriberId);
  const now = Date.now();
  const [history, family, open, signIns, notifications, texts, problem] = await Promise.all([
    repo.statusHistory(db, person.id),
    connectionsOf(db, person.id),
    repo.openSessions(db, person.id, deps.lifetimes, now),
    repo.signIns(db, person.id),
    repo.notificationsPage(db, person.id, null),
    repo.textsPage(db, person.id, null),
    protectedFrom(deps, auth, person),
  ]);
  const openIds = new Set(open.map((s) => s.id));
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
    openSessions: open.map((s) => asSession(s, true)),
    signIns: signIns.map((s) => asSession(s, openIds.has(s.id))),
    ...firstPages(notifications, texts),
    can: {
      edit: held.has('subscriber.edit') && !problem,
      suspend: held.has('subscriber.suspend') && !problem,
      text: held.has('subscriber.text'),
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

/**
 * `POST subscribers/{id}/status`. Suspending ends every session at once and keeps the reason,
 * which the person reads when they next sign in; reactivating puts back the status they had
 * before. The change applies only to the status the caller saw, so two staff acting at once
 * cannot both change it.
 */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  input: StatusChangeRequest,
  client: Client,
  /** What the trail calls it: a staff account is deactivated rather than suspended. */
  audited: AuditAction = `subscriber-${input.action}`,
) {
  const person = await changeable(deps, auth, subscriberId);
  const suspend = input.action === 'suspend';
  if (
    suspend
      ? person.status === UserStatus.suspended || person.status === UserStatus.rejected
      : person.status !== UserStatus.suspended
  ) {
    throw new AppError(
      409,
      'INVALID_STATE',
      suspend ? 'This account cannot be suspended in its present status.' : 'This account is not suspended.',
    );
  }
  const to = suspend
    ? UserStatus.suspended
    : ((await repo.statusBeforeSuspension(deps.db, person.id, UserStatus.suspended)) ?? UserStatus.active);
  await deps.db.transaction().execute(async (trx) => {
    const reason = input.action === 'suspend' ? input.reason : null;
    const changed = await repo.changeStatus(trx, {
      userId: person.id,
      from: person.status,
      to,
      reason,
      by: auth.userId,
    });
    if (!changed)
      throw new AppError(409, 'INVALID_STATE', 'Someone changed this account just now. Reload it.');
    if (suspend) await repo.endSessions(trx, person.id);
    await audit(trx, {
      userId: auth.userId,
      action: audited,
      menuId: client.menuId,
      ip: client.ip,
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
  return {};
}

/** `POST subscribers/{id}/sign-out`: ends every session the person has open. */
export async function signOutEverywhere(deps: Deps, auth: AuthContext, subscriberId: string, client: Client) {
  const person = await changeable(deps, auth, subscriberId);
  await deps.db.transaction().execute(async (trx) => {
    const ended = await repo.endSessions(trx, person.id);
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
  const person = await subject(deps, subscriberId);
  await deps.db.transaction().execute(async (trx) => {
    const spent = await hit(trx, LIMITS.staffTextsPerPerson, String(person.id));
    if (!spent.allowed) {
      throw retryLater(
        'RATE_LIMITED',
        'This person has had as many texts from staff as a day allows. Try again tomorrow.',
        spent.retryAfterSeconds,
      );
    }
    await audit(trx, {
      userId: auth.userId,
      action: 'subscriber-text',
      menuId: client.menuId,
      ip: client.ip,
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
  await deps.sms.send(
    { to: person.mobile_e164, text: `${PRODUCT_NAME}: ${text}`, kind: 'staff', userId: person.id },
    { startedBy: auth.userId },
  );
  return {};
}
