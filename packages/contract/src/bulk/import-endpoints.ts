import { defineEndpoints } from '../endpoints/define.ts';
import {
  importCheckRequestSchema,
  importCheckResponseSchema,
  importParamsSchema,
  importResponseSchema,
  importStartRequestSchema,
} from './import-schemas.ts';

const tag = 'bulk';
const access = { action: 'bulk.import' } as const;

/** The CSV import of subscribers: only its uploader sees an import. */
export const importEndpoints = defineEndpoints({
  'POST /bulk/imports': {
    access,
    tag,
    summary: 'Upload a CSV file of subscribers',
    description:
      'Multipart field `file`: UTF-8 (with or without a byte-order mark) or UTF-16 with one, comma- or ' +
      'semicolon-separated (detected), a header row first; at most `IMPORT_MAX_MB` (413 `IMPORT_TOO_LARGE`). ' +
      'The answer guesses each column’s field from its header (English or Arabic) or from the mapping ' +
      'the caller used last time.',
    body: 'multipart',
    response: importResponseSchema,
  },
  'GET /bulk/imports/:id': {
    access,
    tag,
    summary: 'An import: its columns, its job and, once done, its report',
    params: importParamsSchema,
    response: importResponseSchema,
  },
  'POST /bulk/imports/:id/check': {
    access,
    tag,
    summary: 'Dry run: check every row with the rules of registration, changing nothing',
    description: 'Remembers the mapping for the caller’s next import.',
    params: importParamsSchema,
    body: importCheckRequestSchema,
    response: importCheckResponseSchema,
  },
  'POST /bulk/imports/:id/start': {
    access,
    tag,
    summary: 'Import the rows as a job (`GET /jobs/:id` shows its progress)',
    description:
      'Each row is checked again; a mobile number that already has an account, or is on an earlier ' +
      'row, is skipped and reported, never doubled.',
    params: importParamsSchema,
    body: importStartRequestSchema,
    response: importResponseSchema,
  },
});
