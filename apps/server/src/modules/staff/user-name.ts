import { USER_NAME_MAX_LENGTH } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { takenUserNames } from './staff.repository.ts';

/**
 * A free user name made from a person's name: "Amal Haddad" becomes `amal.haddad`, then
 * `amal.haddad2`… A name with no Latin letters becomes `staff`, `staff2`…
 */
export async function userNameFor(db: DbOrTrx, fullName: string) {
  const words = fullName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const joined = (words.length > 1 ? [words[0], words.at(-1)] : words).join('.');
  const base =
    /[a-z]/.test(joined) && joined.length >= 3 ? joined.slice(0, USER_NAME_MAX_LENGTH - 4) : 'staff';
  for (let from = 1; ; from += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => (from + i === 1 ? base : `${base}${from + i}`));
    const taken = await takenUserNames(db, candidates);
    const free = candidates.find((name) => !taken.has(name));
    if (free) return free;
  }
}
