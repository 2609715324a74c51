import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditSubjectsQuery } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** `GET audit/subjects`: people (or people and things) found by name, or the one a filter names. */
export function useAuditSubjects(query: Partial<AuditSubjectsQuery>, enabled: boolean) {
  return useQuery({
    queryKey: ['audit-subjects', query],
    queryFn: ({ signal }) => call('GET /audit/subjects', { query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
