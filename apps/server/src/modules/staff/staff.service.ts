import {
  INVITATION_DAYS,
  STAFF_INVITATION_TEXTS,
  textFor,
  UserStatus,
  type InviteStaffRequest,
  type StaffMember,
  type StatusChangeRequest,
} from '@fieldhouse/contract';
import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { audit, auditBy, roleFact } from '../../platform/audit.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { passwordProblem } from '../../platform/password-policy.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { toE164 } from '../../platform/phone.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { passwordLink } from './password-link.ts';
import { teamsCoachedBy } from '../master/index.ts';
import { findRole, seededRoleIds } from '../roles/index.ts';
import { languageOf } from '../preferences/index.ts';
import { assertAvailable, findProfile } from '../people/index.ts';
import { applyStatusChange } from '../account-status/index.ts';
import * as repo from './staff.repository.ts';
import { userNameFor } from './user-name.ts';

/** Acting on staff accounts: who asks, from where. */
type Actor = { deps: Deps; auth: AuthContext; client: Client };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function members(db: DbOrTrx, rows: repo.StaffRow[]): Promise<StaffMember[]> {
  const teams = await teamsCoachedBy(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    subscriberID: row.public_id,
    fullName: row.full_name,
    userName: row.user_name,
    mobile: row.mobile_e164,
    email: row.email,
    role: { id: row.role_id, name: row.role_name },
    state:
      row.status === UserStatus.suspended
        ? 'deactivated'
        : row.invited_at !== null && !row.accepted
          ? 'invited'
          : 'active',
    invitedAt: row.accepted ? null : iso(row.invited_at === null ? null : Number(row.invited_at)),
    teams: teams.get(row.id) ?? [],
  }));
}

async function member(db: DbOrTrx, subscriberID: string) {
  const row = await repo.findStaff(db, subscriberID);
  if (!row) throw notFound('No staff member has this id.');
  return (await members(db, [row]))[0]!;
}

/** `GET staff`: a page of staff by name. */
export async function list(db: DbOrTrx, query: { q?: string; cursor?: string; limit: number }) {
  const rows = await repo.staffPage(db, {
    q: query.q,
    after: decodeCursor(query.cursor, 'string'),
    limit: query.limit,
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.full_name.toLowerCase(), row.id]);
  return { items: await members(db, shown), nextCursor };
}

/** Staff accounts are the Super Admin's to change, whatever a role's grants say. */
async function requireSuperAdmin(db: DbOrTrx, auth: AuthContext) {
  if (auth.roleId !== (await seededRoleIds(db)).superAdmin) {
    throw new AppError(403, 'FORBIDDEN', 'Only a Super Admin can invite or deactivate staff.');
  }
}

/** Makes a one-time link for the person (texted to them after the transaction commits). */
const invitation = (actor: Actor, trx: DbOrTrx, userId: number) =>
  passwordLink(trx, { userId, by: actor.auth.userId, publicUrl: actor.deps.config.publicUrl });

async function textInvitation(
  actor: Actor,
  to: { id: number; e164: string; roleName: string },
  link: string,
) {
  await actor.deps.sms.send(
    {
      to: to.e164,
      kind: 'invite',
      userId: to.id,
      text: textFor(await languageOf(actor.deps, to.id), STAFF_INVITATION_TEXTS, {
        role: to.roleName,
        days: INVITATION_DAYS,
        link,
      }),
    },
    { startedBy: actor.auth.userId },
  );
}

/** `POST staff`: a new staff account, without a password until they follow the texted link. */
export async function invite(actor: Actor, input: InviteStaffRequest & { mobile: string }) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  const role = await findRole(db, input.roleId);
  const seeded = await seededRoleIds(db);
  if (!role || role.id === seeded.subscriber) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose a staff role.', { roleId: 'STAFF_ROLE_NOT_STAFF' });
  }
  const e164 = toE164(input.isdCode, input.mobile);
  await assertAvailable(actor.deps, undefined, e164);
  const userName = await userNameFor(db, input.fullName);
  // Nobody knows this password: the account is signed into only after the link sets one.
  const unusable = await hashPassword(newToken());
  const now = Date.now();
  try {
    const { userId, publicId, link } = await db.transaction().execute(async (trx) => {
      const publicId = randomUUID();
      const userId = await repo.insertStaff(trx, {
        public_id: publicId,
        user_name: userName,
        full_name: input.fullName,
        isd_code: input.isdCode,
        mobile: input.mobile,
        mobile_e164: e164,
        email: input.email,
        date_of_birth: null,
        gender: null,
        sport_id: null,
        password_hash: unusable,
        role_id: role.id,
        status: UserStatus.active,
        created_at: now,
        updated_at: now,
      });
      const link = await invitation(actor, trx, userId);
      await auditBy(trx, actor, {
        action: 'staff-invite',
        facts: { role: roleFact(role) },
        object: { type: 'subscriber', id: publicId, name: input.fullName },
      });
      return { userId, publicId, link };
    });
    await textInvitation(actor, { id: userId, e164, roleName: role.name }, link);
    return { member: await member(db, publicId) };
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(actor.deps, userName, e164);
    throw error;
  }
}

/** `POST staff/{id}/invitation`: a new link for someone who has not set a password yet. */
export async function reinvite(actor: Actor, subscriberID: string) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  const before = await member(db, subscriberID);
  if (before.state !== 'invited') {
    throw new AppError(
      409,
      'INVALID_STATE',
      'Only someone who has not set a password yet can be invited again.',
    );
  }
  const row = (await repo.findStaff(db, subscriberID))!;
  const link = await db.transaction().execute(async (trx) => {
    const made = await invitation(actor, trx, row.id);
    await auditBy(trx, actor, {
      action: 'staff-reinvite',
      object: { type: 'subscriber', id: subscriberID, name: row.full_name },
    });
    return made;
  });
  await textInvitation(actor, { id: row.id, e164: row.mobile_e164, roleName: row.role_name }, link);
  return { member: await member(db, subscriberID) };
}

/** `POST staff/{id}/status`: deactivate (their sessions end, they are told why) or reactivate. */
export async function setStatus(actor: Actor, subscriberID: string, input: StatusChangeRequest) {
  const { db } = actor.deps;
  await requireSuperAdmin(db, actor.auth);
  await member(db, subscriberID);
  const person = await findProfile(db, subscriberID);
  if (!person) throw notFound('No staff member has this id.');
  if (person.id === actor.auth.userId) throw forbidden('Use your own profile to change your account.');
  const audited = input.action === 'suspend' ? 'staff-deactivate' : 'staff-reactivate';
  await applyStatusChange(actor, person, input, audited);
  return { member: await member(db, subscriberID) };
}

const expired = () =>
  new AppError(
    410,
    'INVITATION_INVALID',
    'This link has been used or has expired. Ask for a new invitation.',
  );

async function liveInvitation(db: DbOrTrx, token: string) {
  const found = await repo.liveInvitation(db, hashToken(token), Date.now());
  if (!found || found.status !== UserStatus.active) throw expired();
  return found;
}

/** `GET invitation/{token}`: whom the link is for. */
export async function invitationFor(db: DbOrTrx, token: string) {
  const found = await liveInvitation(db, token);
  return { fullName: found.full_name, userName: found.user_name };
}

/** `POST invitation/{token}`: sets the first password; the link works once. */
export async function accept(deps: Deps, token: string, password: string, client: Client) {
  const found = await liveInvitation(deps.db, token);
  const problem = passwordProblem(password, found.user_name);
  if (problem)
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose another password.', { password: problem });
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.useInvitation(trx, found.id, now))) throw expired();
    await repo.setFirstPassword(trx, found.user_id, passwordHash, now);
    await audit(trx, { userId: found.user_id, action: 'invitation-accepted', menuId: null, ip: client.ip });
  });
  return {};
}
