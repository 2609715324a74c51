import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DirectoryQueryInput } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** `GET subscribers`: one page of the directory for the filters, order and cursor in the URL. */
export function useDirectory(query: DirectoryQueryInput) {
  return useQuery({
    queryKey: ['subscribers', 'directory', query],
    queryFn: ({ signal }) => call('GET /subscribers', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** `GET subscribers/parent-links`: parent links a connection request made, waiting for staff to review. */
export function useParentLinksToReview() {
  return useQuery({
    queryKey: ['subscribers', 'parent-links'],
    queryFn: ({ signal }) => call('GET /subscribers/parent-links', {}, { signal }),
    meta: { silent: true },
  });
}
