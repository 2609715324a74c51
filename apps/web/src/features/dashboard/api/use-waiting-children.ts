import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET parent/waiting: the children who named the signed-in person as their parent and wait for an answer. */
export function useWaitingChildren() {
  return useQuery({
    queryKey: ['parent', 'waiting'],
    queryFn: ({ signal }) => call('GET /parent/waiting', {}, { signal }),
    // The card says what failed, in place of its list.
    meta: { silent: true },
  });
}
