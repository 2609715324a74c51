import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  passwordChangeRequestSchema,
  pictureResponseSchema,
  profileEditRequestSchema,
  profileEditResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { PICTURE_LIMITS, readPictureUpload } from '../../platform/images.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { changePassword } from './password.service.ts';
import { savePicture } from './picture.service.ts';
import { editProfile } from './profile-edit.service.ts';

export const profileEditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Multipart only in this scope: the picture upload is the one call that takes it.
  await app.register(fastifyMultipart, { limits: PICTURE_LIMITS });

  app.post(
    '/subscriber/edit',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: "Edit the caller's own profile; a new mobile number waits for its code",
        body: profileEditRequestSchema,
        response: { 200: profileEditResponseSchema },
      },
    },
    async (request) => editProfile(deps, requireAuth(request.auth), request.body, clientOf(request)),
  );

  app.post(
    '/subscriber/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: 'Change the password (needs the current one); ends every other session',
        body: passwordChangeRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await changePassword(deps, requireAuth(request.auth), request.body, clientOf(request));
      return { status: '200' as const };
    },
  );

  app.post(
    '/subscriber/picture',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary:
          'Upload a profile picture (multipart field `picture`: JPEG, PNG or WebP, at most 5 MB and 40 MP)',
        consumes: ['multipart/form-data'],
        response: { 200: pictureResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const upload = await readPictureUpload(request);
      const profileImage = await savePicture(deps, auth, upload, clientOf(request));
      return { status: '200' as const, profile_image: profileImage };
    },
  );
};
