import type { Profile } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError, type FieldProblem } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import * as repo from './people.repository.ts';

/*
 * What several areas need to know or change about a person's account, so that registration,
 * profile, staff, subscribers, sign-in and texts stand side by side instead of reaching into each
 * other's repositories.
 */

export type { AccountMeant, Editable } from './people.repository.ts';

/** A person's account with what a profile shows, by public id; undefined when there is none. */
export const findProfile = (db: DbOrTrx, publicId: string) => repo.findProfile(db, publicId);

/** The accounts a sign-in name can mean (see the repository for how a name is read). */
export const accountsMeant = (db: DbOrTrx, login: string) => repo.findAccountsMeant(db, login);

/** A country code one may choose: of a country not archived, or the one the person has (`keep`). */
export const isdCodeExists = (db: DbOrTrx, isdCode: string, keep: string | null = null) =>
  repo.isdCodeExists(db, isdCode, keep);

/** A sport one may choose: not archived, or the one the person has (`keep`). */
export const sportExists = (db: DbOrTrx, sportId: number, keep: number | null = null) =>
  repo.sportExists(db, sportId, keep);

/** The caller and their children: the caller first, then the children, eldest first. */
export async function household(db: DbOrTrx, userId: number) {
  const rows = await repo.householdRows(db, userId);
  return rows.sort((a, b) => Number(b.id === userId) - Number(a.id === userId));
}

/** Changes the fields of an account a person or staff may edit. */
export const updateAccount = (db: DbOrTrx, userId: number, changes: repo.Editable) =>
  repo.updateAccount(db, userId, changes);

/** 409 naming each field someone else already has. */
export async function assertAvailable(
  deps: Pick<Deps, 'db'>,
  userName: string | undefined,
  mobileE164: string | undefined,
  exceptUserId = 0,
): Promise<void> {
  const taken = await repo.takenFields(deps.db, { userName, mobileE164 }, exceptUserId);
  const fields: Record<string, FieldProblem> = {};
  if (taken.userName) fields.user_name = 'USER_NAME_TAKEN';
  if (taken.mobile) fields.mobile = 'MOBILE_TAKEN';
  if (Object.keys(fields).length > 0) {
    throw new AppError(409, 'ALREADY_EXISTS', 'Some of these details belong to another account.', fields);
  }
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** A profile row in the contract's shape. */
export function toProfile(row: ProfileRow): Profile {
  return {
    subscriberID: row.public_id,
    subscriberSeqID: row.id,
    full_name: row.full_name,
    user_name: row.user_name,
    isd_code: row.isd_code,
    mobile: row.mobile,
    email: row.email,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    sport: row.sport_name,
    role: row.role_name,
    user_status: row.status as Profile['user_status'],
    profile_image: row.profile_image ?? '',
    member_since: new Date(row.created_at).toISOString(),
  };
}
