import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

type LinkIds = { childId: string; parentId: string };
type ParentNumber = { isd_code: string; mobile: string };
type Decision = LinkIds & { decision: 'approve' | 'decline'; reason?: string };

/** `POST subscriber/parentID`: the child names a parent, who is texted the approval link. */
export function useNameParent() {
  return useMutation({
    mutationFn: (parent: ParentNumber) => call('POST /subscriber/parentID', { body: parent }),
    meta: { silent: true },
  });
}

/** `POST subscriber/parentApprovalInit`: the child behind a link, shown only to the named parent. */
export function useParentRequest(ids: LinkIds) {
  return useQuery({
    queryKey: ['parent-request', ids.childId, ids.parentId],
    queryFn: ({ signal }) => call('POST /subscriber/parentApprovalInit', { body: ids }, { signal }),
    retry: false,
    meta: { silent: true },
  });
}

/** `POST subscriber/parentApproval`: the parent's answer, once. */
export function useParentDecision() {
  return useMutation({
    mutationFn: (decision: Decision) => call('POST /subscriber/parentApproval', { body: decision }),
    meta: { silent: true },
  });
}
