import type { AreaContract } from '../area-contract.ts';
import { roleEndpoints } from './endpoints.ts';

export * from './roles.ts';
export * from './audit-actions.ts';

export const rolesContract = {
  endpoints: [roleEndpoints],
  errorCodes: [
    /** The Super Admin role's actions are every action; they cannot be chosen. */
    'ROLE_FIXED',
    /** A role Fieldhouse comes with cannot be deleted. */
    'ROLE_SEEDED',
    /** A role somebody holds cannot be deleted. */
    'ROLE_IN_USE',
    /** Everyone holds at least the Subscriber role. */
    'ROLE_IS_DEFAULT',
    /** Nobody takes away their own Super Admin role. */
    'OWN_SUPER_ADMIN',
    /** The last Super Admin keeps the role. */
    'LAST_SUPER_ADMIN',
  ],
} as const satisfies AreaContract;
