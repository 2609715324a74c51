import type { AuthContext } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findProfile } from '../people/index.ts';

/*
 * Whom the subscriber calls reach. Staff accounts (every role but the Subscriber role) are read
 * only by those who manage staff (`staff.view`) and changed only through the staff calls
 * (modules/staff): to anyone else, and to every subscriber write call, a staff account is not
 * there (404), so a coach or an Admin cannot suspend, rename, text or sign out another member of
 * staff, nor read a Super Admin's record.
 */

export type Held = ReadonlySet<string>;
export type Subject = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const missing = () => notFound('No one has that subscriber id.');
export const isStaff = (person: Pick<Subject, 'role_key'>) => person.role_key !== 'subscriber';

/** The person a record read is about, or 404 (a staff account, unless the caller holds `staff.view`). */
export async function readable(deps: Deps, held: Held, subscriberId: string): Promise<Subject> {
  const person = await findProfile(deps.db, subscriberId);
  if (!person || (isStaff(person) && !held.has('staff.view'))) throw missing();
  return person;
}

/** The person a subscriber write call changes, or 404 for a staff account; nobody changes their own account here. */
export async function changeable(deps: Deps, auth: AuthContext, subscriberId: string): Promise<Subject> {
  const person = await findProfile(deps.db, subscriberId);
  if (!person || isStaff(person)) throw missing();
  if (person.id === auth.userId) throw forbidden('Use your own profile to change your account.');
  return person;
}
