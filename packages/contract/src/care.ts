import { z } from 'zod';
import { ok } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { isdCodeSchema, mobileSchema } from './fields.ts';

/*
 * What a club must hold for a child: emergency contacts, medical notes and consents, kept by the
 * parent (the person themself when an adult). Staff read them only through `safeguarding.medical`,
 * a coach only for a child of a team they coach on that team's match day, and every read is audited.
 */

/** At least one emergency contact, at most three. */
export const CARE_CONTACTS_MAX = 3;
export const CARE_NAME_MAX = 100;
export const CARE_RELATION_MAX = 60;
/** Each of allergies, conditions and medication, as free text. */
export const CARE_NOTE_MAX = 1000;

/** The consents a parent gives or withholds. */
export const CARE_CONSENTS = ['photos', 'travel', 'treatment'] as const;
export type CareConsentKind = (typeof CARE_CONSENTS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(max, 'TOO_LONG' satisfies FieldCode);

export const emergencyContactSchema = z.strictObject({
  name: text(CARE_NAME_MAX),
  relation: text(CARE_RELATION_MAX),
  isd_code: isdCodeSchema,
  mobile: mobileSchema,
});
export type EmergencyContact = z.input<typeof emergencyContactSchema>;

const note = z
  .string()
  .trim()
  .max(CARE_NOTE_MAX, 'TOO_LONG' satisfies FieldCode);

/** What the keeper sends: the whole record, each consent yes or no. */
export const careRequestSchema = z.strictObject({
  contacts: z
    .array(emergencyContactSchema)
    .min(1, 'MISSING' satisfies FieldCode)
    .max(CARE_CONTACTS_MAX, 'TOO_LONG' satisfies FieldCode),
  allergies: note,
  conditions: note,
  medication: note,
  consents: z.strictObject({ photos: z.boolean(), travel: z.boolean(), treatment: z.boolean() }),
});
export type CareRequest = z.input<typeof careRequestSchema>;

/** A consent as it stands: given or not, and when and by whom it was last answered. */
const consentSchema = z.object({ given: z.boolean(), at: z.string(), by: z.string() });
export type CareConsent = z.infer<typeof consentSchema>;

export const careSchema = z.object({
  contacts: z.array(
    z.object({ name: z.string(), relation: z.string(), isd_code: z.string(), mobile: z.string() }),
  ),
  allergies: z.string(),
  conditions: z.string(),
  medication: z.string(),
  consents: z.object({ photos: consentSchema, travel: consentSchema, treatment: consentSchema }),
  updatedAt: z.string(),
});
export type Care = z.infer<typeof careSchema>;

/** The record, or null while nobody has kept one. */
export const careResponseSchema = ok({ care: careSchema.nullable() });
export type CareResponse = z.infer<typeof careResponseSchema>;

/** One's own record, and whether a parent keeps it (a child's: shown, not changed by them). */
export const ownCareResponseSchema = ok({ care: careSchema.nullable(), keptByParent: z.boolean() });
export type OwnCareResponse = z.infer<typeof ownCareResponseSchema>;

/** Staff's read names whose record it is. */
export const staffCareResponseSchema = ok({
  person: z.object({ subscriberID: z.string(), fullName: z.string() }),
  care: careSchema.nullable(),
});
export type StaffCareResponse = z.infer<typeof staffCareResponseSchema>;

export const careParamsSchema = z.strictObject({ subscriberID: z.string().min(1).max(64) });

/** Whether there is anything in the medical notes, for the attendance page's flag. */
export const hasMedicalNotes = (care: Pick<Care, 'allergies' | 'conditions' | 'medication'>) =>
  Boolean(care.allergies || care.conditions || care.medication);
