import { handlers } from '../../platform/endpoints.ts';
import { readPictureUpload } from '../../platform/images.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { changePassword } from './password.service.ts';
import { savePicture } from './picture.service.ts';
import { editProfile } from './profile-edit.service.ts';

export const profileEditRoutes = (deps: Deps) =>
  handlers({
    'POST /subscriber/edit': ({ auth, body, request }) => editProfile(deps, auth, body, clientOf(request)),
    'POST /subscriber/password': async ({ auth, body, request }) => {
      await changePassword(deps, auth, body, clientOf(request));
      return {};
    },
    'POST /subscriber/picture': async ({ auth, request }) => {
      const upload = await readPictureUpload(request);
      return { profile_image: await savePicture(deps, auth, upload, clientOf(request)) };
    },
  });
