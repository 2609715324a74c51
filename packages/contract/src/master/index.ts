import type { AreaContract } from '../area-contract.ts';
import { masterEndpoints } from './endpoints.ts';

export * from './master.ts';
export * from './audit-words.ts';

export const masterContract = {
  endpoints: [masterEndpoints],
} as const satisfies AreaContract;
