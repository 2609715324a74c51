import { IMPORT_FILE_FIELD } from '@fieldhouse/contract';
import type { FastifyRequest } from 'fastify';
import { handlers } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { checkImport, startImport, uploadImport, viewImport } from './import.service.ts';

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'IMPORT_TOO_LARGE',
    `This file is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB: split it and import each part.`,
  );

/** The uploaded file's bytes, refused past the configured size. */
export async function readImportUpload(request: FastifyRequest, maxBytes: number) {
  const none = () => new AppError(400, 'IMPORT_NOT_CSV', 'Choose a CSV file to upload.', { file: 'MISSING' });
  if (!request.isMultipart()) throw none();
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file || file.fieldname !== IMPORT_FILE_FIELD) throw none();
  const bytes = await file.toBuffer().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge(maxBytes);
    throw err;
  });
  return { fileName: file.filename.slice(0, 200) || 'import.csv', bytes };
}

export const importRoutes = (deps: Deps) =>
  handlers({
    'POST /bulk/imports': async ({ auth, request }) => {
      const upload = await readImportUpload(request, deps.config.importMaxBytes);
      return { import: await uploadImport({ deps, auth, client: clientOf(request) }, upload) };
    },
    'GET /bulk/imports/:id': async ({ auth, params, request }) => ({
      import: await viewImport({ deps, auth, client: clientOf(request) }, params.id),
    }),
    'POST /bulk/imports/:id/check': async ({ auth, params, body, request }) => ({
      check: await checkImport({ deps, auth, client: clientOf(request) }, params.id, body),
    }),
    'POST /bulk/imports/:id/start': async ({ auth, params, body, request }) => ({
      import: await startImport({ deps, auth, client: clientOf(request) }, params.id, body),
    }),
  });
