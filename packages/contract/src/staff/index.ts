import type { AreaContract } from '../area-contract.ts';
import { staffAccountEndpoints } from './endpoints.ts';

export * from './staff-accounts.ts';
export * from './sms-texts.ts';
export * from './audit-actions.ts';

export const staffContract = {
  endpoints: [staffAccountEndpoints],
  errorCodes: [
    /** An invitation link used already, replaced by a newer one, or past its time. */
    'INVITATION_INVALID',
  ],
} as const satisfies AreaContract;
