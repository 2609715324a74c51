import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { i18n, isLanguage } from '../../../lib/i18n/i18n.ts';
import { LOOKUPS_KEY } from '../../../lib/queries/lookups.ts';
import { saveSession } from '../../../lib/session.ts';

/** `POST subscriber/register`: the answer is a session at status 2, stored like a sign-in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The language the page is read in becomes the account's: its phone code comes in it.
    mutationFn: (body: RegisterRequest) =>
      call('POST /subscriber/register', {
        body: isLanguage(i18n.language) ? { ...body, language: i18n.language } : body,
      }),
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
