import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportOutcomeRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

const queueKey = ['safeguarding', 'reports'] as const;
const suspensionsKey = ['safeguarding', 'suspensions'] as const;

/** `GET safeguarding/reports`: open reports, oldest first, a page at a time by cursor. */
export function useReportQueue(cursor: string | null) {
  return useQuery({
    queryKey: [...queueKey, cursor],
    queryFn: ({ signal }) =>
      call('GET /safeguarding/reports', { query: cursor ? { cursor } : {} }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** `GET safeguarding/reports/:id`: the report with its context; the server audits each read. */
export function useReportDetail(reportId: number | null) {
  return useQuery({
    queryKey: ['safeguarding', 'report', reportId],
    queryFn: ({ signal }) =>
      call('GET /safeguarding/reports/:reportId', { params: { reportId: reportId ?? 0 } }, { signal }),
    enabled: reportId !== null,
    // Every read is audited: read once per opening, not on every focus.
    staleTime: Infinity,
    gcTime: 0,
    meta: { silent: true },
  });
}

export function useDecideReport(reportId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportOutcomeRequest) =>
      call('POST /safeguarding/reports/:reportId/outcome', { params: { reportId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: queueKey }),
    meta: { silent: true },
  });
}

/** `GET safeguarding/chat-suspensions`: whose chat is suspended now. */
export function useSuspensions() {
  return useQuery({
    queryKey: suspensionsKey,
    queryFn: ({ signal }) => call('GET /safeguarding/chat-suspensions', {}, { signal }),
    meta: { silent: true },
  });
}

/** Suspends (with a note) or lifts a person's chat. */
export function useChatSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, suspend, note }: { personId: string; suspend: boolean; note?: string }) =>
      suspend
        ? call('PUT /safeguarding/chat-suspensions/:personId', {
            params: { personId },
            body: note ? { note } : {},
          })
        : call('DELETE /safeguarding/chat-suspensions/:personId', { params: { personId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['safeguarding'] }),
    meta: { silent: true },
  });
}
