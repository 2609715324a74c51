import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import { bulkJobParamsSchema } from './bulk-status.ts';
import {
  bulkTextPreviewSchema,
  bulkTextReportSchema,
  bulkTextRequestSchema,
  bulkTextStartedSchema,
} from './bulk-text.ts';

const tag = 'bulk';
const text = { access: { action: 'bulk.text' }, tag } as const;
// A report is the job's: whoever may see the job (its starter, `bulk.jobs`, the Super Admin) reads it.
const report = { access: 'signed-in', tag, params: bulkJobParamsSchema } as const;

/** Texting many subscribers at once, as a background job (`bulk.text`). */
export const bulkTextEndpoints = defineEndpoints({
  'POST /bulk/text/preview': {
    ...text,
    summary: 'Whom a bulk text reaches now and what it costs in segments, before anything is sent',
    body: bulkTextRequestSchema,
    response: bulkTextPreviewSchema,
  },
  'POST /bulk/text': {
    ...text,
    summary: 'Text the chosen people, or everyone the directory’s filters match, as a job',
    description:
      'The server resolves the target when the send starts. Each person is texted at most once per ' +
      'send, through the SMS area (quiet hours hold it, an opt-out or an unverified mobile skips it). ' +
      'The same send to the same people while one is still at work is refused (409 INVALID_STATE). ' +
      'Follow it with `GET /jobs/{id}`; its report is `GET /bulk/text/{id}/report`.',
    body: bulkTextRequestSchema,
    response: bulkTextStartedSchema,
  },
  'GET /bulk/text/:id/report': {
    ...report,
    summary: 'What a bulk text did: sent, held, skipped by reason, failed (404 JOB_NOT_FOUND as for the job)',
    response: bulkTextReportSchema,
  },
  'GET /bulk/text/:id/report.csv': {
    ...report,
    summary: 'Every person of a bulk text with what happened to their text, as CSV',
    description: 'The answer is `text/csv` (UTF-8 with a byte-order mark), worded in the caller’s language.',
    response: ok({}),
  },
});
