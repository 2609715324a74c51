import type { AreaContract } from '../area-contract.ts';
import { eventEndpoints } from './endpoints.ts';

export * from './events.ts';
export * from './sms-texts.ts';
export * from './registration-words.ts';
export * from './event-registrations.ts';
export * from './audit-actions.ts';
export * from './export-words.ts';

export const eventsContract = {
  endpoints: [eventEndpoints],
  errorCodes: [
    /** The person cannot register for that event: the message says why, and `reason` its `IneligibleReason`. */
    'NOT_ELIGIBLE',
    /** A registration that is not the caller's or their child's, or not in a state for that answer. */
    'REGISTRATION_INVALID',
    /** Every place is held: nobody can be moved from the waitlist until one frees up. */
    'EVENT_FULL',
  ],
} as const satisfies AreaContract;
