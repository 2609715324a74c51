import { randomUUID } from 'node:crypto';
import {
  notificationContent,
  PARENT_LINK_DAYS,
  PARENT_REQUEST_TEXTS,
  textFor,
  UserStatus,
} from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, retryLater } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import { maskPhone, toE164 } from '../../platform/phone.ts';
import { hit, LIMITS } from '../../platform/rate-limits.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { languageOf } from '../preferences/index.ts';
import * as repo from './parent.repository.ts';

const DAY_MS = 86_400_000;

/**
 * A status-7 child names a parent by mobile number. The parent is texted a link
 * `/x?c=<child>&p=<parent account, or this request when they have none>` and, with an account,
 * notified too.
 */
export async function nameParent(
  deps: Deps,
  auth: AuthContext,
  input: { isd_code: string; mobile: string },
  client: Client,
) {
  const { db } = deps;
  const child = await findPerson(db, { id: auth.userId });
  if (!child || child.status !== UserStatus.awaitingParent) {
    throw new AppError(409, 'INVALID_STATE', 'Your account is not waiting for a parent.');
  }
  const parentE164 = toE164(input.isd_code, input.mobile);
  if (parentE164 === child.mobile_e164) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Enter your parent’s number, not your own.', {
      mobile: 'MOBILE_IS_YOURS',
    });
  }
  const now = Date.now();
  const parent = await findPerson(db, { mobileE164: parentE164 });
  const requestId = randomUUID();
  const ttlMs = PARENT_LINK_DAYS * DAY_MS;
  await db.transaction().execute(async (trx) => {
    const spent = await hit(trx, LIMITS.parentRequests, String(child.id));
    if (!spent.allowed) {
      const message = 'You have asked too many times today. Try again tomorrow.';
      throw retryLater('RATE_LIMITED', message, spent.retryAfterSeconds);
    }
    await repo.supersedeOpen(trx, child.id);
    await repo.insertRequest(trx, {
      publicId: requestId,
      childId: child.id,
      parentE164,
      parentUserId: parent?.id ?? null,
      now,
      ttlMs,
    });
    if (parent) {
      await createNotification(trx, deps.live, {
        userId: parent.id,
        fromUserId: child.id,
        content: notificationContent('parent-named', { name: child.full_name }),
      });
    }
    await audit(trx, { userId: child.id, action: 'parent-named', menuId: client.menuId, ip: client.ip });
  });

  const link = `${deps.config.publicUrl}/x?c=${child.public_id}&p=${parent?.public_id ?? requestId}`;
  // In the parent's language; one without an account reads the organisation's.
  const language = await languageOf(deps, parent?.id ?? null);
  const text = textFor(language, PARENT_REQUEST_TEXTS, { child: child.full_name, link });
  await deps.sms.send(
    { to: parentE164, text, kind: 'parent-request', userId: parent?.id ?? null },
    { startedBy: child.id },
  );
  return {
    parentMobile: maskPhone(input.isd_code, input.mobile),
    expiresAt: new Date(now + ttlMs).toISOString(),
  };
}
