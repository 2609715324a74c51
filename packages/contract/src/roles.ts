/**
 * The roles every installation is seeded with, by the name stored in `roles.name`. The seed
 * creates them under these names and code that needs one of them ("only subscribers can be
 * found by user name") looks it up by the same constant, so renaming one is a single edit here.
 */
export const SEEDED_ROLE_NAMES = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  coach: 'Coach',
  subscriber: 'Subscriber',
} as const;
