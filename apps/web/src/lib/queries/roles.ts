import { useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';

/** `GET roles`, as a choice (the directory's role filter, a staff member's role); only for those who may see roles. */
export const useRoleChoices = (enabled = true) =>
  useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => call('GET /roles', {}, { signal }),
    select: (answer) => answer.items,
    enabled,
    meta: { silent: true },
  });
