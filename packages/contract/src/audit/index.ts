import type { AreaContract } from '../area-contract.ts';
import { auditEndpoints } from './endpoints.ts';

export * from './audit.ts';

export const auditContract = { endpoints: [auditEndpoints] } as const satisfies AreaContract;
