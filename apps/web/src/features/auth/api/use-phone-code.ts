import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** `POST sendotp`: texts a new code to the number being verified. */
export function useSendCode() {
  return useMutation({
    mutationFn: () => call('POST /sendotp', { body: { purpose: 'verify-phone' } }),
    meta: { silent: true },
  });
}

/** `POST validateotp`, then `POST subscriber/userstatusInfo` for where the account goes next. */
export function useCheckCode() {
  return useMutation({
    mutationFn: async (code: string) => {
      await call('POST /validateotp', { body: { code, purpose: 'verify-phone' } });
      return call('POST /subscriber/userstatusInfo', { body: { data: '' } });
    },
    meta: { silent: true },
  });
}
