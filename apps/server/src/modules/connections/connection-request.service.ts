import {
  DEMO_CONTACT_USER_NAME,
  FIELD_MESSAGES,
  UserStatus,
  type ConnectionRequest,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound, retryLater } from '../../platform/errors.ts';
import { parentLinkNotByRequest } from '../../platform/family-links.ts';
import { hit, LIMITS } from '../../platform/rate-limits.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import * as repo from './connections.repository.ts';
import { awaitsParent } from './guardian-rule.ts';
import * as guardians from './guardians.repository.ts';
import { announceRequest, sidesFor } from './guardians.service.ts';
import { activeCaller, connectionsChanged } from './connections.service.ts';

/**
 * Spends one of the caller's hourly asks (each request made, and each user name that found
 * nobody), inside the transaction that records the ask, so parallel asks cannot overspend.
 */
async function spendAsk(trx: DbOrTrx, userId: number) {
  const spent = await hit(trx, LIMITS.connectionAsks, String(userId));
  if (!spent.allowed) {
    throw retryLater(
      'RATE_LIMITED',
      'You have asked to connect too many times in the last hour. Try again later.',
      spent.retryAfterSeconds,
    );
  }
}

const notYou = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', 'You cannot connect with yourself.', { [field]: 'PERSON_IS_YOU' });

/**
 * The subscriber a user name names. Staff, the demo contact and accounts that are not active look
 * the same as nobody; every miss counts against the hourly budget, and is audited.
 */
async function byUserName(deps: Deps, me: Person, userName: string, client: Client) {
  const found = await findPerson(deps.db, { userName });
  if (found?.id === me.id) throw notYou('userName');
  if (
    found?.status === UserStatus.active &&
    found.role_key === 'subscriber' &&
    found.user_name !== DEMO_CONTACT_USER_NAME
  ) {
    return found;
  }
  await deps.db.transaction().execute(async (trx) => {
    await spendAsk(trx, me.id);
    await audit(trx, { userId: me.id, action: 'connect-not-found', menuId: client.menuId, ip: client.ip });
  });
  throw new AppError(404, 'NOT_FOUND', FIELD_MESSAGES.PERSON_NOT_FOUND, { userName: 'PERSON_NOT_FOUND' });
}

/** Someone named by id (a screen that shows them already): any active account but the caller. */
async function byId(deps: Deps, me: Person, publicId: string) {
  const other = await findPerson(deps.db, { publicId });
  if (!other || other.status !== UserStatus.active) throw notFound('That subscriber does not exist.');
  if (other.id === me.id) throw notYou('subscriberID');
  return other;
}

/**
 * Asks another subscriber to connect as a friend or teammate; they are notified, from the caller, so
 * the bell opens /auth/relation/{from_id} — after the parents of a minor on either side approved
 * (guardians.service.ts). A parent or guardian link is never asked for: it comes
 * from the registration's parent approval or from staff (`PARENT_LINK_NOT_BY_REQUEST`).
 */
export async function requestConnection(
  deps: Deps,
  auth: AuthContext,
  input: ConnectionRequest,
  client: Client,
) {
  const me = await activeCaller(deps, auth);
  // Refused before anyone is looked up, for everyone alike: a refusal that only a child's name drew
  // would tell the asker who is a child.
  if (input.kind === 'parent') throw parentLinkNotByRequest('kind');
  // A minor with no parent to approve is refused here, before anyone is looked up.
  await sidesFor(deps, me, null);
  const other = input.userName
    ? await byUserName(deps, me, input.userName, client)
    : await byId(deps, me, input.subscriberID ?? '');
  const existing = await repo.between(deps.db, me.id, other.id, input.kind);
  if (existing.some((r) => r.status === 'accepted')) {
    throw new AppError(409, 'ALREADY_EXISTS', 'You are already connected.');
  }
  if (existing.some((r) => r.status === 'pending' && r.from_user_id === me.id)) {
    throw new AppError(409, 'ALREADY_EXISTS', 'You have already asked; wait for their answer.');
  }
  // Their request waiting for a parent is hidden from the caller, and stays so: the caller's own
  // request is taken, and waits for the parents it needs, as if theirs did not exist.
  if (existing.some((r) => r.status === 'pending' && !awaitsParent(r))) {
    throw new AppError(409, 'INVALID_STATE', 'They have already asked you: answer their request instead.');
  }
  const declined = existing.find((r) => r.from_user_id === me.id);
  const sides = await sidesFor(deps, me, other);
  await deps.db.transaction().execute(async (trx) => {
    await spendAsk(trx, me.id);
    if (declined) await guardians.reopen(trx, declined.id, sides);
    else await repo.insertRelation(trx, me.id, other.id, input.kind, sides);
    // The one asked hears of it now, or once the parents it waits for approve.
    await announceRequest(trx, deps, { asker: me, asked: other, kind: input.kind, ...sides });
    await audit(trx, {
      userId: me.id,
      action: `connect-${input.kind}`,
      menuId: client.menuId,
      ip: client.ip,
    });
    await connectionsChanged(trx, deps, me.id, other.id);
  });
  return {
    subscriberID: other.public_id,
    full_name: other.full_name,
    profile_image: other.profile_image ?? '',
  };
}
