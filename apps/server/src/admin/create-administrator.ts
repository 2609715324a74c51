import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { UserStatus, userNameSchema } from '@fieldhouse/contract';
import type { Db } from '../db/connect.ts';
import { roleIds } from '../db/seed/base.ts';
import { audit } from '../platform/audit.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { hashPassword } from '../platform/passwords.ts';

/** A problem with what the operator typed, said in words; nothing was written. */
export class AdministratorInputError extends Error {}

// No 0/O, 1/l/I: it is read off a terminal and typed in by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters in four groups, about 115 bits: never a common password, easy to type once. */
export function oneTimePassword(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((at) => chars.slice(at, at + 5).join('')).join('-');
}

/**
 * Makes a Super Admin who signs in with a one-time password and must choose their own before
 * anything else (the way a new installation gets its first administrator). The mobile number is
 * international (`+44 7700 900123`); its country code must be one the database knows.
 */
export async function createAdministrator(
  db: Db,
  input: { userName: string; mobile: string; fullName?: string },
): Promise<{ userId: number; password: string }> {
  const userName = userNameSchema.safeParse(input.userName);
  if (!userName.success) {
    throw new AdministratorInputError(
      'The user name must be 3 to 30 letters, digits, dots, hyphens or underscores, with at least one letter.',
    );
  }
  const digits = input.mobile.replace(/[\s()-]/g, '');
  if (!/^\+[1-9]\d{6,14}$/.test(digits)) {
    throw new AdministratorInputError(
      'Give the mobile number with its country code, for example +447700900123.',
    );
  }
  const countries = await db.selectFrom('countries').select('isd_code').execute();
  const isd = countries
    .map((c) => c.isd_code)
    .filter((code) => digits.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  if (!isd) throw new AdministratorInputError(`No known country code starts ${digits}.`);

  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(user_name)`, '=', userName.data.toLowerCase()),
        eb('mobile_e164', '=', digits),
      ]),
    )
    .executeTakeFirst();
  if (taken) throw new AdministratorInputError('Someone already has that user name or mobile number.');

  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const roles = await roleIds(db);
  const now = Date.now();
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          public_id: randomUUID(),
          user_name: userName.data,
          full_name: input.fullName?.trim() || userName.data,
          isd_code: isd,
          mobile: digits.slice(isd.length),
          mobile_e164: digits,
          email: null,
          date_of_birth: null,
          gender: null,
          sport_id: null,
          password_hash: passwordHash,
          role_id: roles.superAdmin,
          status: UserStatus.active,
          must_change_password: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, { userId: id, action: 'administrator-created', menuId: null, ip: null });
      return id;
    });
    return { userId, password };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AdministratorInputError('Someone already has that user name or mobile number.');
    }
    throw err;
  }
}
