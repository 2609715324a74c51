import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FIELD, PROFILE_MENU_ID, type Profile } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { storeOwnProfile } from '../../../lib/queries/profile.ts';

/** `POST subscriber/picture` (multipart): the new picture shows in the header and page at once. */
export function usePictureUpload(profile: Profile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(AVATAR_FIELD, file, file.name);
      return call('POST /subscriber/picture', { body: form }, { menuId: PROFILE_MENU_ID });
    },
    onSuccess: ({ profile_image }) => storeOwnProfile(queryClient, { ...profile, profile_image }),
    // The picture control shows the failure beside itself.
    meta: { silent: true },
  });
}
