import { z } from 'zod';
import { ok } from './common.ts';

/** `POST subscriber/init/`: the lookup lists the sign-up and profile forms choose from. */
export const initResponseSchema = ok({
  sports: z.array(z.object({ id: z.number().int(), name: z.string() })),
  countries: z.array(
    z.object({ id: z.number().int(), name: z.string(), iso2: z.string(), isd_code: z.string() }),
  ),
  genders: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type InitResponse = z.infer<typeof initResponseSchema>;

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'undisclosed', label: 'Prefer not to say' },
] as const;
