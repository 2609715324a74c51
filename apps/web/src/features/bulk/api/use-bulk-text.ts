import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { BulkTextRequest, JobListEntry } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { JOBS_KEY } from './use-bulk.ts';

/** `POST bulk/text/preview`: whom the text reaches now, who is skipped and why, and its segments. */
export function useBulkTextPreview(body: BulkTextRequest | null) {
  return useQuery({
    queryKey: ['bulk', 'text-preview', body],
    queryFn: ({ signal }) => call('POST /bulk/text/preview', { body: body! }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
}

/** `POST bulk/text`: starts the send as a job. */
export function useStartBulkText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTextRequest) => call('POST /bulk/text', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
    meta: { silent: true },
  });
}

/** The SMS templates to choose from (the SMS area's list, read with the same key). */
export function useTextTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['sms', 'templates'],
    queryFn: ({ signal }) => call('GET /sms/templates', undefined, { signal }),
    enabled,
    meta: { silent: true },
  });
}

/** `GET bulk/text/:id/report`: a bulk text's counts, asked again as its job moves. */
export function useBulkTextReport(job: JobListEntry) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'text-report', job.id, job.state, job.done],
    queryFn: ({ signal }) => call('GET /bulk/text/:id/report', { params: { id: job.id } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
