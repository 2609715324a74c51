import type { AreaContract } from '../area-contract.ts';
import { safeguardingEndpoints } from './endpoints.ts';

export * from './safeguarding.ts';
export * from './audit-actions.ts';

export const safeguardingContract = {
  endpoints: [safeguardingEndpoints],
  errorCodes: [
    /** The caller's chat is suspended by safeguarding staff (403): no sending, no reading. */
    'CHAT_SUSPENDED',
    /** The report already has its outcome (409). */
    'REPORT_ALREADY_DECIDED',
  ],
} as const satisfies AreaContract;
