import type { AreaContract } from '../area-contract.ts';
import { bulkStatusEndpoints } from './endpoints.ts';
import { IMPORT_ERROR_CODES } from './import-errors.ts';
import { importEndpoints } from './import-endpoints.ts';
import { bulkTextEndpoints } from './text-endpoints.ts';

export * from './bulk-status.ts';
export * from './bulk-text.ts';
export * from './sms-texts.ts';
export * from './audit-actions.ts';
export * from './import-schemas.ts';

export const bulkContract = {
  endpoints: [bulkStatusEndpoints, importEndpoints, bulkTextEndpoints],
  errorCodes: [...IMPORT_ERROR_CODES],
} as const satisfies AreaContract;
