import type { AreaContract } from '../area-contract.ts';
import { reviewEndpoints } from './endpoints.ts';

export * from './review.ts';
export * from './sms-texts.ts';
export * from './audit-actions.ts';

export const reviewContract = {
  endpoints: [reviewEndpoints],
} as const satisfies AreaContract;
