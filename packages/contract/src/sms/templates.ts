import { z } from 'zod';
import { ok } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';
import { SMS_TEXT_MAX } from './send.ts';

/*
 * Text templates: each written in English and Arabic, the recipient's saved language choosing which.
 * Placeholders in braces are filled for each recipient from this fixed list; any other is refused at
 * save (field code SMS_UNKNOWN_PLACEHOLDER).
 */

/**
 * `{firstName}` / `{lastName}`: the recipient's full name's first word and the rest; `{fullName}`;
 * `{organisation}`: the organisation's name (settings); `{eventTitle}` / `{eventDate}`: the event
 * the text is sent about (a send naming no event cannot use a template with them).
 */
export const SMS_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'fullName',
  'organisation',
  'eventTitle',
  'eventDate',
] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
export const SMS_EVENT_PLACEHOLDERS: readonly SmsPlaceholder[] = ['eventTitle', 'eventDate'];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The names in braces in `text`, in order, known or not. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

const isPlaceholder = (name: string): name is SmsPlaceholder =>
  (SMS_PLACEHOLDERS as readonly string[]).includes(name);

/** `text` with each placeholder replaced by its value (one without a value is left as written). */
export const fillTemplate = (text: string, values: Partial<Record<SmsPlaceholder, string>>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? (values[name] ?? whole) : whole));

/**
 * A sample recipient's values, so the counter can show a filled text's length before sending: names
 * and titles run longer than these in real life, which the counter cannot know.
 */
export const SAMPLE_VALUES: Record<'en' | 'ar', Record<SmsPlaceholder, string>> = {
  en: {
    firstName: 'Alex',
    lastName: 'Morgan',
    fullName: 'Alex Morgan',
    organisation: 'Fieldhouse',
    eventTitle: 'Summer camp',
    eventDate: '1 June 2027',
  },
  ar: {
    firstName: 'سارة',
    lastName: 'الأحمد',
    fullName: 'سارة الأحمد',
    organisation: 'فيلدهاوس',
    eventTitle: 'المخيم الصيفي',
    eventDate: '١ يونيو ٢٠٢٧',
  },
};

const templateText = z
  .string()
  .trim()
  .min(1, 'MISSING' satisfies FieldCode)
  .max(SMS_TEXT_MAX)
  .refine((text) => placeholdersIn(text).every(isPlaceholder), 'SMS_UNKNOWN_PLACEHOLDER' satisfies FieldCode);

export const smsTemplateInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'MISSING' satisfies FieldCode)
    .max(80),
  textEn: templateText,
  textAr: templateText,
});
export type SmsTemplateInput = z.infer<typeof smsTemplateInputSchema>;

export const smsTemplateSchema = smsTemplateInputSchema.extend({
  id: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

export const smsTemplateParamsSchema = z.strictObject({ templateId: z.coerce.number().int().positive() });
export const smsTemplatesResponseSchema = ok({ items: z.array(smsTemplateSchema) });
export type SmsTemplatesResponse = z.infer<typeof smsTemplatesResponseSchema>;
export const smsTemplateResponseSchema = ok({ template: smsTemplateSchema });
export type SmsTemplateResponse = z.infer<typeof smsTemplateResponseSchema>;
