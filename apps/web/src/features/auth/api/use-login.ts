import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { saveSession } from '../../../lib/session.ts';

/** `POST login/`: on success the session is stored and any other user's cached data dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => call('POST /login', { body: credentials }),
    onSuccess: (response) => {
      queryClient.clear();
      saveSession(response);
    },
    // The form shows the failure next to the fields.
    meta: { silent: true },
  });
}
