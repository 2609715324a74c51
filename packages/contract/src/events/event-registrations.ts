import { z } from 'zod';
import { ok } from '../common.ts';
import {
  EVENT_PAGE_MAX,
  EVENT_PAGE_SIZE,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_STATUSES,
  eventSchema,
} from './events.ts';
import { INELIGIBLE_REASONS } from '../ineligible.ts';

/* Registrations for an event: staff's list and moves, and the athlete's and parent's side. */

export const registrationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  subscriberID: z.string(),
  fullName: z.string(),
  userName: z.string(),
  dateOfBirth: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Place on the waitlist, from 1, while waitlisted. */
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** The parent who registered a child; null when they registered themself or staff did. */
  registeredBy: z.string().nullable(),
  registeredAt: z.string(),
  /**
   * Whether their medical notes say something: only in the staff list, and only for callers holding
   * `safeguarding.medical` (the notes themselves are read one person at a time, audited).
   */
  medicalNotes: z.boolean().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuerySchema = z.strictObject({
  /** One status, or several separated by commas (`registered,attended,absent`). */
  status: z
    .string()
    .transform((text) => text.split(','))
    .pipe(z.array(z.enum(REGISTRATION_STATUSES)).min(1).max(REGISTRATION_STATUSES.length))
    .optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX).default(REGISTRATION_PAGE_SIZE),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;
export const registrationListResponseSchema = ok({
  items: z.array(registrationSchema),
  nextCursor: z.string().nullable(),
});

/** What staff may set: a place for someone waiting (when one is free), a cancellation, or attendance. */
export const STAFF_MOVES = ['registered', 'cancelled', 'attended', 'absent'] as const;
export const staffMoveRequestSchema = z.strictObject({ status: z.enum(STAFF_MOVES) });
export type StaffMoveRequest = z.input<typeof staffMoveRequestSchema>;
export const registrationResponseSchema = ok({ registration: registrationSchema });

/* The athlete's and parent's side. */

export const eventRegisterRequestSchema = z.strictObject({
  /** Themself, or one of their children. */
  subscriberID: z.string().min(1).max(64),
});
export type RegisterForEventRequest = z.input<typeof eventRegisterRequestSchema>;

export const REGISTRATION_ANSWERS = ['accept', 'decline', 'cancel'] as const;
export const registrationAnswerParamsSchema = z.strictObject({
  registrationId: z.coerce.number().int().positive().max(2_147_483_647),
  answer: z.enum(REGISTRATION_ANSWERS),
});

/** Someone the caller registers: themself or a child. */
export const participantSchema = z.object({
  subscriberID: z.string(),
  fullName: z.string(),
  self: z.boolean(),
});

/** An event the caller (or a child) may register for, with each person's standing. */
export const openEventSchema = z.object({
  event: eventSchema,
  people: z.array(
    z.object({
      subscriberID: z.string(),
      /** null: may register; otherwise why not. */
      reason: z.enum(INELIGIBLE_REASONS).nullable(),
    }),
  ),
});
export type OpenEvent = z.infer<typeof openEventSchema>;

export const myEventsResponseSchema = ok({
  people: z.array(participantSchema),
  registrations: z.array(registrationSchema.extend({ event: eventSchema })),
});
export type MyEvents = z.infer<typeof myEventsResponseSchema>;

/** `GET /events/people/:subscriberID`: one person's registrations for staff (a record's Events tab). */
export const personEventsParamsSchema = z.strictObject({ subscriberID: z.string().min(1).max(64) });
export const personEventsResponseSchema = ok({
  /** Newest event first; only the events the caller may see (a coach: their teams'). */
  registrations: z.array(registrationSchema.extend({ event: eventSchema })),
});
export type PersonEvents = z.infer<typeof personEventsResponseSchema>;

export const openEventsQuerySchema = z.strictObject({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX).default(EVENT_PAGE_SIZE),
});
export const openEventsResponseSchema = ok({
  people: z.array(participantSchema),
  items: z.array(openEventSchema),
  nextCursor: z.string().nullable(),
});
