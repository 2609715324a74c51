import { GENDERS } from '@fieldhouse/contract';
import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { ownProfile } from './profile.service.ts';
import { listLookups } from './profile.repository.ts';

export const profileRoutes = ({ db }: Deps) =>
  handlers({
    'POST /subscriber/profile': async ({ auth, body }) => ({
      profile: await ownProfile(db, auth, body.subscriberID),
    }),
    'POST /subscriber/init': async () => ({ ...(await listLookups(db)), genders: [...GENDERS] }),
  });
