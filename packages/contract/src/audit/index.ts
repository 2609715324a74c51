import type { AreaContract } from '../area-contract.ts';
import { auditEndpoints } from './endpoints.ts';

export * from './audit.ts';
export * from './export-words.ts';

/**
 * Not in areas.ts' AREA_CONTRACTS: the trail's filter lists every area's audit actions, which are
 * gathered from areas.ts, so this area comes after the others (endpoints/index.ts).
 */
export const auditContract = { endpoints: [auditEndpoints] } as const satisfies AreaContract;
