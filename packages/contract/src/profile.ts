import { z } from 'zod';
import { ok } from './common.ts';
import { userStatusSchema } from './status.ts';

export const profileRequestSchema = z.strictObject({
  subscriberID: z.string().min(1).max(64),
});

/** A person's own fields as staff and the person read them (a review, a profile). */
export const personShape = {
  full_name: z.string(),
  user_name: z.string(),
  isd_code: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
};

export const profileSchema = z.object({
  subscriberID: z.string(),
  subscriberSeqID: z.number().int(),
  ...personShape,
  gender: z.string().nullable(),
  sport: z.string().nullable(),
  role: z.string(),
  user_status: userStatusSchema,
  /** Relative path under the image base, or '' when there is none. */
  profile_image: z.string(),
  member_since: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = ok({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
