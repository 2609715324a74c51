import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  okResponseSchema,
  passwordChangeRequestSchema,
  pictureResponseSchema,
  profileEditRequestSchema,
  profileEditResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { changePassword } from './password.service.ts';
import { imageTooLarge, savePicture } from './picture.service.ts';
import { editProfile } from './profile-edit.service.ts';

export const profileEditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Multipart only in this scope: the picture upload is the one call that takes it.
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

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
      if (!request.isMultipart()) throw noPicture();
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== AVATAR_FIELD) throw noPicture();
      const upload = await file.toBuffer().catch((err: unknown) => {
        if ((err as { statusCode?: number }).statusCode === 413) throw imageTooLarge('at most 5 MB');
        throw err;
      });
      const profileImage = await savePicture(deps, auth, upload, clientOf(request));
      return { status: '200' as const, profile_image: profileImage };
    },
  );
};

const noPicture = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Choose a picture to upload.', {
    [AVATAR_FIELD]: 'Choose a picture',
  });
