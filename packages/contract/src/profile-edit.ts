import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { chosenIdSchema, ok } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { accountFieldSchemas, newPasswordSchema } from './fields.ts';
import { profileSchema } from './profile.ts';

/**
 * `POST subscriber/edit/` (bearer): the caller's own fields; any subset. A new mobile number is
 * kept pending and a code goes to it; it replaces the old one when `validateotp` (purpose
 * `change-mobile`) accepts the code. The date of birth decides parental consent, so only staff
 * change it: sending a different one is refused.
 */
export const profileEditRequestSchema = z
  .strictObject({
    ...accountFieldSchemas,
    sport_id: chosenIdSchema('SPORT_UNKNOWN'),
  })
  .partial()
  .refine((b) => (b.isd_code === undefined) === (b.mobile === undefined), {
    message: 'MOBILE_WITHOUT_ISD_CODE' satisfies FieldCode,
    path: ['mobile'],
  });
export type ProfileEditRequest = z.input<typeof profileEditRequestSchema>;

export const profileEditResponseSchema = ok({
  profile: profileSchema,
  /** A new number waiting for its code, mostly hidden; null when none. */
  pendingMobile: z.string().nullable(),
});
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;

/** `POST subscriber/password` (bearer): ends every other session of the user. */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: z
    .string()
    .min(1, 'CURRENT_PASSWORD_EMPTY' satisfies FieldCode)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

/** `POST subscriber/picture`, multipart field `AVATAR_FIELD` (constants.ts). */
export const pictureResponseSchema = ok({
  /** Relative to the image base, e.g. `avatars/3f…9a.webp`. */
  profile_image: z.string(),
});
