import type { Profile } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { findProfile, toProfile } from '../people/index.ts';

/** The caller's profile; until the staff directory exists a profile is readable only by its owner. */
export async function ownProfile(db: Db, auth: AuthContext, subscriberId: string): Promise<Profile> {
  if (subscriberId !== auth.publicId) throw forbidden('You can only view your own profile.');
  const row = await findProfile(db, auth.publicId);
  if (!row) throw forbidden('You can only view your own profile.');
  return toProfile(row);
}
