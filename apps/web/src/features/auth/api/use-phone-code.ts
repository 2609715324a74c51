import { useMutation } from '@tanstack/react-query';
import type { SendOtpResponse, UserStatusInfoResponse, ValidateOtpResponse } from '@fieldhouse/contract';
import { api } from '../../../lib/api.ts';

/** `POST sendotp`: texts a new code to the number being verified. */
export function useSendCode() {
  return useMutation({
    mutationFn: () => api.post<SendOtpResponse>('sendotp', { purpose: 'verify-phone' }),
    meta: { silent: true },
  });
}

/** `POST validateotp`, then `POST subscriber/userstatusInfo` for where the account goes next. */
export function useCheckCode() {
  return useMutation({
    mutationFn: async (code: string) => {
      await api.post<ValidateOtpResponse>('validateotp', { code, purpose: 'verify-phone' });
      return api.post<UserStatusInfoResponse>('subscriber/userstatusInfo', { data: '' });
    },
    meta: { silent: true },
  });
}
