import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { LOOKUPS_KEY } from '../../../lib/queries/lookups.ts';
import { saveSession } from '../../../lib/session.ts';

/** `POST subscriber/register`: the answer is a session at status 2, stored like a sign-in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => call('POST /subscriber/register', { body }),
    onSuccess: (response) => {
      // Drop whatever an earlier user left cached, but keep the lookups the form still shows: clearing
      // them would unmount the form before its own success callback could move on.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== LOOKUPS_KEY[0] });
      saveSession(response);
    },
    // The form shows the failure next to the fields.
    meta: { silent: true },
  });
}
