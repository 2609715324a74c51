import { randomUUID } from 'node:crypto';
import { REF_MARKER, UserStatus, type LoginResponse, type registerRequestSchema } from '@fieldhouse/contract';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, retryLater, type FieldProblem } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { passwordProblem } from '../../platform/password-policy.ts';
import { hit, registrationsPerAddress } from '../../platform/rate-limits.ts';
import { toE164 } from '../../platform/phone.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { createSession } from '../../platform/sessions.repository.ts';
import { assertAvailable, isdCodeExists, sportExists } from '../people/index.ts';
import { saveFirstLanguage } from '../preferences/index.ts';
import * as repo from './registration.repository.ts';

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Creates a status-2 account and signs it in; the token can only verify the phone. */
export async function register(
  deps: Deps,
  input: RegisterInput,
  client: Client,
): Promise<Omit<LoginResponse, 'status'>> {
  const { db } = deps;
  const fields: Record<string, FieldProblem> = {};
  if (!(await isdCodeExists(db, input.isd_code))) fields.isd_code = 'ISD_CODE_UNKNOWN';
  if (!(await sportExists(db, input.sport_id))) fields.sport_id = 'SPORT_UNKNOWN';
  const weak = passwordProblem(input.password, input.user_name);
  if (weak) fields.password = weak;
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const mobileE164 = toE164(input.isd_code, input.mobile);
  await assertAvailable(deps, input.user_name, mobileE164);

  // Counted before the password is hashed, the costly part; a refusal above costs nothing.
  const allowed = await hit(
    db,
    registrationsPerAddress(deps.config.registrationsPerAddressPerHour),
    client.ip,
  );
  if (!allowed.allowed) {
    const wait = Math.max(1, Math.ceil(allowed.retryAfterSeconds / 60));
    throw retryLater(
      'RATE_LIMITED',
      `Too many accounts were made from your network in the last hour. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      allowed.retryAfterSeconds,
    );
  }

  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  const publicId = randomUUID();
  const role = await repo.seededRole(db, 'subscriber');
  try {
    const { userId, token } = await db.transaction().execute(async (trx) => {
      const id = await repo.insertUser(trx, {
        public_id: publicId,
        user_name: input.user_name,
        full_name: input.full_name,
        isd_code: input.isd_code,
        mobile: input.mobile,
        mobile_e164: mobileE164,
        email: input.email ?? null,
        date_of_birth: input.date_of_birth,
        gender: input.gender,
        sport_id: input.sport_id,
        password_hash: passwordHash,
        role_id: role.id,
        status: UserStatus.phoneNotVerified,
        created_at: now,
        updated_at: now,
      });
      if (input.language) await saveFirstLanguage(trx, id, input.language, now);
      const created = await createSession(trx, id, deps.lifetimes, client);
      await audit(trx, { userId: id, action: 'register', menuId: client.menuId, ip: client.ip });
      return { userId: id, token: created };
    });
    return {
      fullName: input.full_name,
      isdCode: input.isd_code,
      token,
      role: role.name,
      subscriberID: publicId,
      subscriberSeqID: userId,
      userName: input.user_name,
      userStatus: UserStatus.phoneNotVerified,
      ref: REF_MARKER,
      profileImg: '',
    };
  } catch (err) {
    // Someone took the name or number between the check and the insert.
    if (isUniqueViolation(err)) await assertAvailable(deps, input.user_name, mobileE164);
    throw err;
  }
}

const invalid = (fields: Record<string, FieldProblem>) =>
  new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);
