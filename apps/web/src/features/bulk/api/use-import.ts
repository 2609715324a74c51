import { useMutation, useQuery } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportStartRequest, type ImportCheckRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

const importKey = (id: string) => ['bulk-import', id] as const;

/** `GET /bulk/imports/:id`: the import, its columns and, once its job ended, its report. */
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => call('GET /bulk/imports/:id', { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

/** `GET /jobs/:id` every second while the import runs: the row is in the database, so a reload or another process shows the same. */
export const useImportJob = (jobId: string | null) =>
  useQuery({
    queryKey: ['job', jobId ?? ''],
    queryFn: () => call('GET /jobs/:id', { params: { id: jobId ?? '' } }),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' || state === undefined ? 1_000 : false;
    },
  });

/** `POST /bulk/imports` (multipart). */
export const useUpload = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMPORT_FILE_FIELD, file, file.name);
      return call('POST /bulk/imports', { body: form });
    },
    meta: { silent: true },
  });

/** `POST /bulk/imports/:id/check`: the dry run. */
export const useCheck = (id: string) =>
  useMutation({
    mutationFn: (body: ImportCheckRequest) => call('POST /bulk/imports/:id/check', { params: { id }, body }),
    meta: { silent: true },
  });

/** `POST /bulk/imports/:id/start`. */
export const useStart = (id: string) =>
  useMutation({
    mutationFn: (body: ImportStartRequest) => call('POST /bulk/imports/:id/start', { params: { id }, body }),
    meta: { silent: true },
  });
