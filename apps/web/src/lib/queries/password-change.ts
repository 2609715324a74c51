import { useMutation } from '@tanstack/react-query';
import { PROFILE_MENU_ID, type passwordChangeRequestSchema } from '@fieldhouse/contract';
import type { z } from 'zod';
import { call } from '../api.ts';

export type PasswordChange = z.input<typeof passwordChangeRequestSchema>;

/** `POST subscriber/password`: the server ends every other session of the user on success. */
export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      call('POST /subscriber/password', { body }, { menuId: PROFILE_MENU_ID }),
    meta: { silent: true },
  });
}
