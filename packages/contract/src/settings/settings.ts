import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * The organisation's settings: one row, changed by the Super Admin on /settings, read by every
 * area that needs them (the age of consent, the time zone, the safeguarding rules) and by every
 * console (the name and logo in the menu's header, the language a new person starts in).
 */

export const ORGANISATION_LANGUAGES = ['en', 'ar'] as const;
export const ORGANISATION_NAME_MAX = 80;
export const ORGANISATION_ADDRESS_MAX = 300;
export const TAX_NUMBER_MAX = 40;
/** Youth sport draws the line between 13 (the youngest anyone may consent online) and 21. */
export const AGE_OF_CONSENT_MIN = 13;
export const AGE_OF_CONSENT_MAX = 21;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'TIME_FORMAT' satisfies FieldCode);

/** The rules that keep children safe; each is on unless the organisation turns it off. */
export const safeguardingRulesSchema = z.strictObject({
  /** A connection to or from a minor waits for a linked parent's approval. */
  guardianApproval: z.boolean(),
  /** A minor's conversation with an adult who is not their parent includes the parent. */
  guardiansInChat: z.boolean(),
  /** Under 13, only parents message a child directly. */
  parentsOnlyUnder13: z.boolean(),
  /** Messages to minors wait through the quiet hours, except from their parents. */
  quietHours: z.boolean(),
});
export type SafeguardingRules = z.infer<typeof safeguardingRulesSchema>;

/** What the Super Admin sets. */
export const organisationSettingsSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(ORGANISATION_NAME_MAX, 'TOO_LONG' satisfies FieldCode),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'TIME_ZONE_UNKNOWN' satisfies FieldCode),
  language: z.enum(ORGANISATION_LANGUAGES),
  currency: z
    .string()
    .refine(
      (code) => Intl.supportedValuesOf('currency').includes(code),
      'CURRENCY_UNKNOWN' satisfies FieldCode,
    ),
  address: z
    .string()
    .trim()
    .max(ORGANISATION_ADDRESS_MAX, 'TOO_LONG' satisfies FieldCode),
  taxNumber: z
    .string()
    .trim()
    .max(TAX_NUMBER_MAX, 'TOO_LONG' satisfies FieldCode),
  ageOfConsent: z
    .number()
    .int()
    .min(AGE_OF_CONSENT_MIN, 'OUT_OF_RANGE' satisfies FieldCode)
    .max(AGE_OF_CONSENT_MAX, 'OUT_OF_RANGE' satisfies FieldCode),
  /** New sign-ups wait for staff review (the registrations area) before they may use the console. */
  reviewRegistrations: z.boolean(),
  safeguarding: safeguardingRulesSchema,
  /** Local times in `timeZone`; `from` after `to` spans midnight (the default 21:00–07:00). */
  quietHours: z.strictObject({ from: clock, to: clock }),
});
export type OrganisationSettingsInput = z.infer<typeof organisationSettingsSchema>;

/** The settings as every console reads them. */
export const organisationSettingsResponseSchema = ok({
  settings: organisationSettingsSchema.extend({
    /** The logo's address under /media, or null for the product's own mark. */
    logo: z.string().nullable(),
    /** False until the Super Admin has saved them once (a production install asks at first sign-in). */
    confirmed: z.boolean(),
    updatedAt: z.iso.datetime(),
  }),
});
export type OrganisationSettings = z.output<typeof organisationSettingsResponseSchema>['settings'];

export const organisationLogoResponseSchema = ok({ logo: z.string() });
