import type { AreaContract } from '../area-contract.ts';
import { settingsEndpoints } from './endpoints.ts';

export * from './settings.ts';
export * from './audit-actions.ts';

export const settingsContract = {
  endpoints: [settingsEndpoints],
} as const satisfies AreaContract;
