import type { AreaContract } from '../area-contract.ts';
import { smsEndpoints } from './endpoints.ts';

export * from './sms.ts';
export * from './send.ts';
export * from './segments.ts';
export * from './templates.ts';
export * from './audit-actions.ts';

export const smsContract = {
  endpoints: [smsEndpoints],
  errorCodes: [
    /** The recipient has no verified mobile to text. */
    'SMS_NO_VERIFIED_MOBILE',
    /** The recipient opted out of non-urgent texts. */
    'SMS_OPTED_OUT',
  ],
} as const satisfies AreaContract;
