import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_MENU_ID, type ProfileEditRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { storeOwnProfile } from '../../../lib/queries/profile.ts';

// Every call from the profile page is recorded against the profile menu item (PROFILE_MENU_ID).
const options = { menuId: PROFILE_MENU_ID };

/** `POST subscriber/edit/`: the saved profile goes straight into the cache the header reads. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileEditRequest) => call('POST /subscriber/edit', { body: changes }, options),
    onSuccess: (response) => storeOwnProfile(queryClient, response.profile),
    // The form shows the failure next to the fields.
    meta: { silent: true },
  });
}

/** `POST validateotp` for the pending number, then the profile that now carries it. */
export function useConfirmMobile(subscriberID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await call('POST /validateotp', { body: { code, purpose: 'change-mobile' } }, options);
      return call('POST /subscriber/profile', { body: { subscriberID } }, options);
    },
    onSuccess: (response) => storeOwnProfile(queryClient, response.profile),
    meta: { silent: true },
  });
}

/** `POST sendotp`: a new code for the pending number (the server makes it wait 30 s between). */
export function useResendMobileCode() {
  return useMutation({
    mutationFn: () => call('POST /sendotp', { body: { purpose: 'change-mobile' } }, options),
    meta: { silent: true },
  });
}
