import type { AreaContract } from '../area-contract.ts';
import { masterEndpoints } from './endpoints.ts';

export * from './master.ts';
export * from './audit-actions.ts';

export const masterContract = {
  endpoints: [masterEndpoints],
} as const satisfies AreaContract;
