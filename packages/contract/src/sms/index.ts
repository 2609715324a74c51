import type { AreaContract } from '../area-contract.ts';
import { smsEndpoints } from './endpoints.ts';

export * from './sms.ts';

export const smsContract = {
  endpoints: [smsEndpoints],
} as const satisfies AreaContract;
