import { z } from 'zod';
import { daySchema, ok, rowIdSchema } from '../common.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Events (`/event`): trials, camps, training blocks and tournaments, with registrations that
 * hold a place or wait for one. Times travel as ISO 8601 instants; each event keeps the time zone
 * it happens in, so the console and calendar feeds show its local time wherever they are read.
 * Its own file: nothing the sign-in chunk reads imports it.
 */

export const EVENT_KINDS = ['trial', 'camp', 'training', 'tournament', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** draft: staff only; open: taking registrations; closed: no new ones; cancelled: everyone was told. */
export const EVENT_STATUSES = ['draft', 'open', 'closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'declined',
  'cancelled',
  'attended',
  'absent',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The statuses that hold one of the event's places (an offer holds it until answered or lapsed). */
export const PLACE_HOLDING: readonly RegistrationStatus[] = ['registered', 'offered', 'attended', 'absent'];

/** How long the first on the waitlist has to accept a freed place, unless the event says otherwise. */
export const OFFER_HOURS_DEFAULT = 48;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_CANCEL_REASON_MAX = 500;
export const EVENT_PAGE_SIZE = 25;
export const EVENT_PAGE_MAX = 200;
export const REGISTRATION_PAGE_SIZE = 50;

const instant = z.iso.datetime({ offset: true, message: 'DATE_FORMAT' satisfies FieldCode });

const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'TIME_ZONE_UNKNOWN' satisfies FieldCode);

/** What staff send to create or replace an event (its status changes through its own call). */
export const eventInputSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(3, 'EVENT_TITLE_SHORT' satisfies FieldCode)
    .max(EVENT_TITLE_MAX, 'TOO_LONG' satisfies FieldCode),
  kind: z.enum(EVENT_KINDS, { message: 'NOT_VALID' satisfies FieldCode }),
  sportId: rowIdSchema.nullable(),
  venueId: rowIdSchema.nullable(),
  ageCategoryId: rowIdSchema.nullable(),
  teamIds: z.array(rowIdSchema).max(64).default([]),
  startsAt: instant,
  endsAt: instant,
  timeZone: timeZoneSchema,
  /** Registration opens at once when null, and closes when the event starts when null. */
  registrationOpensAt: instant.nullable().default(null),
  registrationClosesAt: instant.nullable().default(null),
  /** Places; null for no limit. */
  capacity: z.number().int().min(1, 'OUT_OF_RANGE').max(100_000, 'OUT_OF_RANGE').nullable(),
  /** In the currency's minor units; payments read it in a later area. */
  feeMinor: z.number().int().min(0, 'OUT_OF_RANGE').max(1_000_000_000, 'OUT_OF_RANGE').default(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'CURRENCY_UNKNOWN' satisfies FieldCode),
  offerHours: z.number().int().min(1, 'OUT_OF_RANGE').max(336, 'OUT_OF_RANGE').default(OFFER_HOURS_DEFAULT),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX, 'TOO_LONG').default(''),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

export const eventCreateSchema = eventInputSchema.extend({
  status: z.enum(['draft', 'open'], { message: 'NOT_VALID' satisfies FieldCode }).default('draft'),
});
export type EventCreate = z.input<typeof eventCreateSchema>;

export const eventParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const registrationParamsSchema = eventParamsSchema.extend({
  registrationId: z.coerce.number().int().positive().max(2_147_483_647),
});

const named = z.object({ id: z.number().int(), name: z.string() });

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  status: z.enum(EVENT_STATUSES),
  sport: named.nullable(),
  venue: named.nullable(),
  ageCategory: named.nullable(),
  teams: z.array(named),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Places held (registered, offered, attended or absent). */
  placesTaken: z.number().int(),
  waitlisted: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  offerHours: z.number().int(),
  description: z.string(),
  cancelReason: z.string().nullable(),
});
export type EventEntry = z.infer<typeof eventSchema>;

export const EVENT_WHEN = ['all', 'upcoming', 'past'] as const;

export const eventListQuerySchema = z.strictObject({
  /** all (by start, oldest first); upcoming: not yet ended, soonest first; past: ended, latest first. */
  when: z.enum(EVENT_WHEN).default('all'),
  q: z.string().trim().max(80).optional(),
  kind: z.enum(EVENT_KINDS).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  sport: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  venue: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Events that end on or after this day (YYYY-MM-DD, UTC). */
  from: daySchema().optional(),
  /** Events that start before the end of this day. */
  to: daySchema().optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX).default(EVENT_PAGE_SIZE),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export type EventListParams = z.output<typeof eventListQuerySchema>;

export const eventListResponseSchema = ok({ items: z.array(eventSchema), nextCursor: z.string().nullable() });
export const eventResponseSchema = ok({
  event: eventSchema,
  /**
   * What the caller may do with it: change it as a whole (edit, open, close, cancel), and see and
   * change its registrations. Always both with `event.every-team`; a coach, by whose teams it has.
   */
  may: z.object({ change: z.boolean(), registrations: z.boolean() }),
});

/** Events at the same venue, or with one of the same teams, at overlapping times. */
export const clashQuerySchema = z.strictObject({
  startsAt: instant,
  endsAt: instant,
  venueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Comma-separated team ids. */
  teamIds: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
  /** The event being edited, which never clashes with itself. */
  exclude: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ClashQuery = z.input<typeof clashQuerySchema>;
export type ClashParams = z.output<typeof clashQuerySchema>;
export const clashResponseSchema = ok({
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** Null, as the title, for another team's event a coach may not open: only that it is on. */
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      /** The venue, or the team the two share. */
      on: z.enum(['venue', 'team']),
      what: z.string(),
      /** False for another team's event a coach may not open: its title and times are left out. */
      visible: z.boolean(),
    }),
  ),
});
export type Clash = z.infer<typeof clashResponseSchema>['items'][number];

export const eventStatusRequestSchema = z.strictObject({
  status: z.enum(EVENT_STATUSES),
  /** Required to cancel: everyone registered is told it. */
  reason: z.string().trim().max(EVENT_CANCEL_REASON_MAX, 'TOO_LONG').optional(),
});
export type EventStatusRequest = z.input<typeof eventStatusRequestSchema>;

/** What the event form chooses from: live master data (a coach's teams only, for a coach). */
export const eventChoicesResponseSchema = ok({
  sports: z.array(named),
  venues: z.array(named),
  ageCategories: z.array(named),
  teams: z.array(named.extend({ sportId: z.number().int(), ageCategoryId: z.number().int() })),
});
export type EventChoices = z.infer<typeof eventChoicesResponseSchema>;
