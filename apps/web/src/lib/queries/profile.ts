import { useQuery } from '@tanstack/react-query';
import { PROFILE_MENU_ID, type ProfileResponse } from '@fieldhouse/contract';
import { api } from '../api.ts';
import { useSession } from '../use-session.ts';

/** The signed-in user's own profile; the call always sends menuID 6 (spec §7, §9). */
export function useOwnProfile() {
  const { subscriberID } = useSession();
  return useQuery({
    queryKey: ['profile', subscriberID],
    queryFn: ({ signal }) =>
      api.post<ProfileResponse>('subscriber/profile/', { subscriberID }, { menuId: PROFILE_MENU_ID, signal }),
    select: (response) => response.profile,
    enabled: subscriberID !== '',
    staleTime: 5 * 60_000,
  });
}
