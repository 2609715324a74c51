/*
 * Why a person cannot register for an event: the `reason` of a NOT_ELIGIBLE refusal (errors.ts)
 * and of each person on the open events list (events.ts). Its own small file, without zod, so the
 * error body can name it without bringing the events schemas along.
 */

/** Why a person cannot register for an event, as a stable code the console words. */
export const INELIGIBLE_REASONS = [
  'NOT_OPEN',
  'REGISTRATION_NOT_YET',
  'REGISTRATION_CLOSED',
  'EVENT_STARTED',
  'WRONG_SPORT',
  'TOO_YOUNG',
  'TOO_OLD',
  'NO_BIRTH_DATE',
  'NOT_ACTIVE',
  'ALREADY_REGISTERED',
] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

/**
 * Each reason in English: the server's message, and the console's English (its Arabic catalog
 * words the same codes). The one place these sentences are written.
 */
export const INELIGIBLE_TEXT: Record<IneligibleReason, string> = {
  NOT_OPEN: 'This event is not taking registrations.',
  REGISTRATION_NOT_YET: 'Registration has not opened yet.',
  REGISTRATION_CLOSED: 'Registration has closed.',
  EVENT_STARTED: 'This event has started.',
  WRONG_SPORT: 'This event is for another sport.',
  TOO_YOUNG: 'Below the age category of this event.',
  TOO_OLD: 'Above the age category of this event.',
  NO_BIRTH_DATE: 'Add a date of birth to the profile: this event has an age category.',
  NOT_ACTIVE: 'Only active accounts can register.',
  ALREADY_REGISTERED: 'Already registered or on the waitlist.',
};

/** Whether a value is one of the reasons (a client checks what a server sent). */
export const isIneligibleReason = (value: unknown): value is IneligibleReason =>
  (INELIGIBLE_REASONS as readonly unknown[]).includes(value);
