import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PROFILE_MENU_ID, type Profile, type ProfileResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { updateSessionProfile } from '../session.ts';
import { useSession } from '../use-session.ts';

/** One cache entry per signed-in user; the header and the profile page both read it. */
export const profileQueryKey = (subscriberID: string) => ['profile', subscriberID] as const;

/** The signed-in user's own profile; the call always sends menuID 6 (PROFILE_MENU_ID). */
export function useOwnProfile() {
  const { subscriberID } = useSession();
  return useQuery({
    queryKey: profileQueryKey(subscriberID),
    queryFn: ({ signal }) =>
      call('POST /subscriber/profile', { body: { subscriberID } }, { menuId: PROFILE_MENU_ID, signal }),
    select: (response) => response.profile,
    enabled: subscriberID !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * Puts a changed profile where everything reads it at once: the query cache (header avatar and
 * name, the profile page) and the tab's session copies (what the next page load starts from).
 */
export function storeOwnProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<ProfileResponse>(profileQueryKey(profile.subscriberID), {
    status: '200',
    profile,
  });
  updateSessionProfile({
    fullName: profile.full_name,
    userName: profile.user_name,
    isdCode: profile.isd_code,
    profileImg: profile.profile_image,
  });
}
