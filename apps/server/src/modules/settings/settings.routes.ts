import { handlers } from '../../platform/endpoints.ts';
import { readPictureUpload } from '../../platform/images.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { removeLogo, saveLogo } from './logo.service.ts';
import { organisationSettings, saveSettings } from './settings.service.ts';

export const settingsRoutes = (deps: Deps) =>
  handlers({
    'GET /settings': async () => ({ settings: await organisationSettings(deps) }),
    'PUT /settings': async ({ auth, body, request }) => ({
      settings: await saveSettings(deps, { auth, client: clientOf(request) }, body),
    }),
    'POST /settings/logo': async ({ auth, request }) => {
      const upload = await readPictureUpload(request);
      return { logo: await saveLogo(deps, { auth, client: clientOf(request) }, upload) };
    },
    'DELETE /settings/logo': async ({ auth, request }) => {
      await removeLogo(deps, { auth, client: clientOf(request) });
      return {};
    },
  });
