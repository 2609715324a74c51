import type { AreaContract } from '../area-contract.ts';
import { subscriberEndpoints } from './endpoints.ts';

export * from './subscribers.ts';
export * from './subscriber-record.ts';
export * from './family-links.ts';
export * from './audit-actions.ts';
export * from './export-words.ts';
export * from './export-words.ts';

export const subscribersContract = {
  endpoints: [subscriberEndpoints],
} as const satisfies AreaContract;
