import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import {
  bulkJobParamsSchema,
  bulkStatusCountResponseSchema,
  bulkStatusCountSchema,
  bulkStatusReportSchema,
  bulkStatusRequestSchema,
  bulkStatusStartedSchema,
} from './bulk-status.ts';

const tag = 'bulk';
const status = { access: { action: 'bulk.status' }, tag } as const;
// A report is the job's: whoever may see the job (its starter, `bulk.jobs`, the Super Admin) reads it.
const report = { access: 'signed-in', tag, params: bulkJobParamsSchema } as const;

/** Changing many people's status at once, as a background job (`bulk.status`). */
export const bulkStatusEndpoints = defineEndpoints({
  'POST /bulk/status/count': {
    ...status,
    summary: 'How many people a bulk change would reach now (chosen rows, or the directory’s filters)',
    body: bulkStatusCountSchema,
    response: bulkStatusCountResponseSchema,
  },
  'POST /bulk/status': {
    ...status,
    summary: 'Suspend, reactivate, approve or decline many people, with a reason, as a job',
    description:
      'The server resolves the target when the change starts (a filter is read then, not counted by ' +
      'the console). Each person is changed in a transaction of their own with their audit entry, ' +
      'by the same rules as one by one; a person who cannot be changed is skipped with a reason. ' +
      'Follow it with `GET /jobs/{id}`; its report is `GET /bulk/status/{id}/report`.',
    body: bulkStatusRequestSchema,
    response: bulkStatusStartedSchema,
  },
  'GET /bulk/status/:id/report': {
    ...report,
    summary:
      'What a bulk status change did: done, skipped by reason, failed (404 JOB_NOT_FOUND as for the job)',
    response: bulkStatusReportSchema,
  },
  'GET /bulk/status/:id/report.csv': {
    ...report,
    summary: 'The people a bulk status change skipped or failed, with the reason, as CSV',
    description: 'The answer is `text/csv` (UTF-8 with a byte-order mark), worded in the caller’s language.',
    response: ok({}),
  },
});
