// The people module's face: what other areas may call about a person's account.
export {
  accountsMeant,
  assertAvailable,
  findProfile,
  household,
  isdCodeExists,
  sportExists,
  toProfile,
  updateAccount,
  type AccountMeant,
} from './people.service.ts';
