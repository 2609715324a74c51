import {
  auditExportQuerySchema,
  auditQuerySchema,
  auditResponseSchema,
  auditSubjectsQuerySchema,
  auditSubjectsResponseSchema,
} from './audit.ts';
import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';

const tag = 'audit';

/** The audit trail, for staff who may read it. */
export const auditEndpoints = defineEndpoints({
  'GET /audit': {
    access: { action: 'audit.view' },
    tag,
    summary: 'One page of the audit trail, newest first: filters for person, action, object and dates',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
  'GET /audit/export.csv': {
    access: { action: 'audit.export' },
    tag,
    summary: 'The filtered trail as a CSV file (UTF-8 with a byte-order mark), streamed',
    description:
      'The answer is `text/csv`, not JSON, worded in the caller’s language preference (or `lang`), times in ' +
      'the organisation’s time zone. Each export is itself recorded in the trail.',
    query: auditExportQuerySchema,
    response: ok({}),
  },
  'GET /audit/subjects': {
    access: { action: 'audit.view' },
    tag,
    summary: 'People, roles, events and master data whose names hold the text, for the trail’s filters',
    query: auditSubjectsQuerySchema,
    response: auditSubjectsResponseSchema,
  },
});
