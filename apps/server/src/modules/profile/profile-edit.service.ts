import type { ProfileEditResponse, profileEditRequestSchema } from '@fieldhouse/contract';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, type FieldProblem } from '../../platform/errors.ts';
import { maskPhone, toE164 } from '../../platform/phone.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { issueCode } from '../otp/index.ts';
import * as repo from './profile-edit.repository.ts';
import {
  assertAvailable,
  findProfile,
  isdCodeExists,
  sportExists,
  toProfile,
  updateAccount,
} from '../people/index.ts';

type EditInput = z.output<typeof profileEditRequestSchema>;

/**
 * Saves the caller's own fields. A new mobile number is only kept pending, and a code is texted
 * to it first: if that cannot happen (limits, provider), nothing is saved.
 */
export async function editProfile(
  deps: Deps,
  auth: AuthContext,
  input: EditInput,
  client: Client,
): Promise<Omit<ProfileEditResponse, 'status'>> {
  const { db } = deps;
  const account = await repo.findAccount(db, auth.userId);
  const fields: Record<string, FieldProblem> = {};
  if (input.date_of_birth !== undefined && input.date_of_birth !== account.date_of_birth) {
    fields.date_of_birth = 'DATE_OF_BIRTH_LOCKED';
  }
  if (input.sport_id !== undefined && !(await sportExists(db, input.sport_id, account.sport_id)))
    fields.sport_id = 'SPORT_UNKNOWN';
  if (input.isd_code !== undefined && !(await isdCodeExists(db, input.isd_code, account.isd_code))) {
    fields.isd_code = 'ISD_CODE_UNKNOWN';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);
  }

  const newNumber =
    input.isd_code !== undefined &&
    input.mobile !== undefined &&
    toE164(input.isd_code, input.mobile) !== account.mobile_e164
      ? { isd: input.isd_code, mobile: input.mobile, e164: toE164(input.isd_code, input.mobile) }
      : null;
  const newName =
    input.user_name !== undefined && input.user_name !== account.user_name ? input.user_name : undefined;
  await assertAvailable(deps, newName, newNumber?.e164, auth.userId);
  if (newNumber)
    await issueCode(deps, {
      userId: auth.userId,
      purpose: 'change-mobile',
      to: newNumber.e164,
      ip: client.ip,
    });

  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, auth.userId, {
      ...(input.full_name !== undefined && { full_name: input.full_name }),
      ...(newName !== undefined && { user_name: newName }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.sport_id !== undefined && { sport_id: input.sport_id }),
      ...(newNumber && { pending_isd_code: newNumber.isd, pending_mobile: newNumber.mobile }),
    });
    await audit(trx, { userId: auth.userId, action: 'profile-edit', menuId: client.menuId, ip: client.ip });
  });

  const row = await findProfile(db, auth.publicId);
  const after = await repo.findAccount(db, auth.userId);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'Your profile was not found.');
  return {
    profile: toProfile(row),
    pendingMobile:
      after.pending_isd_code && after.pending_mobile
        ? maskPhone(after.pending_isd_code, after.pending_mobile)
        : null,
  };
}
