import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusRequest, BulkTargetInput, JobListEntry } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** Every query of the jobs page: a live `job` message refreshes them all (lib/live). */
export const JOBS_KEY = ['jobs'] as const;

/**
 * While a job on screen is unfinished, the page asks again this often: the starter's consoles also
 * hear of each change live, but a holder of `bulk.jobs` watching someone else's job does not.
 */
const UNFINISHED_POLL_MS = 2_000;
const unfinished = (job: JobListEntry) => job.state === 'queued' || job.state === 'running';

/** `GET jobs`: one page of the jobs the caller may see, newest first. */
export function useJobs(cursor: string | null) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'list', cursor],
    queryFn: ({ signal }) => call('GET /jobs', { query: cursor ? { cursor } : {} }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(unfinished) ? UNFINISHED_POLL_MS : false),
    meta: { silent: true },
  });
}

/** `GET bulk/status/:id/report`: a bulk change's counts, asked again while its job runs. */
export function useBulkReport(job: JobListEntry) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'bulk-report', job.id, job.state, job.done],
    queryFn: ({ signal }) => call('GET /bulk/status/:id/report', { params: { id: job.id } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** `POST jobs/:id/cancel`. */
export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('POST /jobs/:id/cancel', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
    meta: { silent: true },
  });
}

/** `POST bulk/status/count`: how many people the chosen rows or filters name now (asked when the dialog opens). */
export function useBulkCount(target: BulkTargetInput, enabled: boolean) {
  return useQuery({
    queryKey: ['bulk', 'count', target],
    queryFn: ({ signal }) => call('POST /bulk/status/count', { body: { target } }, { signal }),
    enabled,
    gcTime: 0,
    meta: { silent: true },
  });
}

/** `POST bulk/status`: starts the change as a job. */
export function useStartBulkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStatusRequest) => call('POST /bulk/status', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
    meta: { silent: true },
  });
}
