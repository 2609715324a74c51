import {
  INELIGIBLE_TEXT,
  UserStatus,
  type IneligibleReason,
  type RegistrationStatus,
} from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';

/** The refusal of a registration, in English, with its reason's code for other languages. */
export const notEligible = (reason: IneligibleReason) =>
  Object.assign(new AppError(409, 'NOT_ELIGIBLE', INELIGIBLE_TEXT[reason]), { reason });

/** What an event asks of who registers. */
export type EventRules = {
  status: string;
  sportId: number | null;
  age: { minAge: number | null; underAge: number | null; cutoffMonth: number; cutoffDay: number } | null;
  startsAt: number;
  registrationOpensAt: number | null;
  registrationClosesAt: number | null;
};

export type Candidate = {
  status: number;
  sportId: number | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  /** Their registration for this event, if they have one. */
  registration: RegistrationStatus | null;
};

/** A registration in one of these still counts: a second one is refused. */
const STANDING: readonly RegistrationStatus[] = ['registered', 'waitlisted', 'offered', 'attended', 'absent'];

/**
 * Why `who` may not register for `event` now, or null when they may. The first reason that applies
 * is given, the event's own state before the person's.
 */
export function ineligibility(event: EventRules, who: Candidate, now: number): IneligibleReason | null {
  if (event.status !== 'open') return 'NOT_OPEN';
  if (now >= event.startsAt) return 'EVENT_STARTED';
  if (event.registrationOpensAt !== null && now < event.registrationOpensAt) return 'REGISTRATION_NOT_YET';
  if (now >= (event.registrationClosesAt ?? event.startsAt)) return 'REGISTRATION_CLOSED';
  if (who.registration && STANDING.includes(who.registration)) return 'ALREADY_REGISTERED';
  if (who.status !== UserStatus.active) return 'NOT_ACTIVE';
  if (event.sportId !== null && who.sportId !== event.sportId) return 'WRONG_SPORT';
  if (event.age) {
    if (!who.dateOfBirth) return 'NO_BIRTH_DATE';
    const age = ageOn(
      who.dateOfBirth,
      cutoffBefore(event.startsAt, event.age.cutoffMonth, event.age.cutoffDay),
    );
    if (event.age.minAge !== null && age < event.age.minAge) return 'TOO_YOUNG';
    if (event.age.underAge !== null && age >= event.age.underAge) return 'TOO_OLD';
  }
  return null;
}

/**
 * The age category's cut-off day that governs an event: the last one on or before the day it
 * starts. "Under 12 on 1 September" for an event in March 2028 is the age on 1 September 2027,
 * the season it belongs to.
 */
export function cutoffBefore(startsAt: number, month: number, day: number): string {
  const start = new Date(startsAt);
  const year = start.getUTCFullYear();
  const thisYear = isoDay(year, month, day);
  return thisYear <= start.toISOString().slice(0, 10) ? thisYear : isoDay(year - 1, month, day);
}

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whole years from a birthday to a day, both YYYY-MM-DD. */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) >= birthday.slice(5) ? years : years - 1;
}
