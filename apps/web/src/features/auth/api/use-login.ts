import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@fieldhouse/contract';
import { api } from '../../../lib/api.ts';
import { saveSession } from '../../../lib/session.ts';

/** `POST login/`: on success the session is stored and any other user's cached data dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post<LoginResponse>('login/', credentials),
    onSuccess: (response) => {
      queryClient.clear();
      saveSession(response);
    },
    // The form shows the failure next to the fields.
    meta: { silent: true },
  });
}
