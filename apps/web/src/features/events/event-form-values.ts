import {
  OFFER_HOURS_DEFAULT,
  type ClashQuery,
  type EventEntry,
  type EventInput,
  type EventKind,
} from '@fieldhouse/contract';
import { minorDigits } from '../../lib/money.ts';
import { addLocalMinutes, fromLocalInput, toLocalInput } from '../../lib/zoned-time.ts';

/*
 * The event form's values as its fields hold them (times on the event zone's wall clock, the fee
 * in major units, choices as strings) and the contract's input they become.
 */

export type EventFormValues = {
  title: string;
  kind: EventKind;
  description: string;
  sportId: string | null;
  venueId: string | null;
  ageCategoryId: string | null;
  teamIds: string[];
  startsAt: string;
  endsAt: string;
  timeZone: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  capacity: number | '';
  fee: number | '';
  currency: string;
  offerHours: number | '';
};

/** What the form checks before sending: a time it needs, or an end not after the start. */
export type FormProblem = 'startsAt' | 'endsAt' | 'endsAfter';

/** A new event's values: nothing chosen, in the given zone and currency. */
export function emptyValues(timeZone: string, currency = 'GBP'): EventFormValues {
  return {
    title: '',
    kind: 'training',
    description: '',
    sportId: null,
    venueId: null,
    ageCategoryId: null,
    teamIds: [],
    startsAt: '',
    endsAt: '',
    timeZone,
    registrationOpensAt: '',
    registrationClosesAt: '',
    capacity: '',
    fee: 0,
    currency,
    offerHours: OFFER_HOURS_DEFAULT,
  };
}

const id = (entry: { id: number } | null) => (entry ? String(entry.id) : null);

/** An event as its form shows it: times on its zone's clock. */
export function valuesOf(event: EventEntry): EventFormValues {
  const local = (iso: string | null) => toLocalInput(iso, event.timeZone);
  return {
    title: event.title,
    kind: event.kind,
    description: event.description,
    sportId: id(event.sport),
    venueId: id(event.venue),
    ageCategoryId: id(event.ageCategory),
    teamIds: event.teams.map((team) => String(team.id)),
    startsAt: local(event.startsAt),
    endsAt: local(event.endsAt),
    timeZone: event.timeZone,
    registrationOpensAt: local(event.registrationOpensAt),
    registrationClosesAt: local(event.registrationClosesAt),
    capacity: event.capacity ?? '',
    fee: event.feeMinor / 10 ** minorDigits(event.currency),
    currency: event.currency,
    offerHours: event.offerHours,
  };
}

/** How long a new event lasts when only its start is given. */
const DEFAULT_LENGTH_MINUTES = 120;

/** The values after the start changed: an end not yet given follows it. */
export function withStart(values: EventFormValues, startsAt: string): EventFormValues {
  const endsAt = values.endsAt || (startsAt ? addLocalMinutes(startsAt, DEFAULT_LENGTH_MINUTES) : '');
  return { ...values, startsAt, endsAt };
}

const number = (value: number | '') => (value === '' ? null : value);

/** The contract's input, or the problems that keep the form from sending it. */
export function toInput(values: EventFormValues): {
  input: EventInput;
  problems: Partial<Record<'startsAt' | 'endsAt', FormProblem>>;
} {
  const zone = values.timeZone;
  const startsAt = fromLocalInput(values.startsAt, zone);
  const endsAt = fromLocalInput(values.endsAt, zone);
  const problems: Partial<Record<'startsAt' | 'endsAt', FormProblem>> = {};
  if (!startsAt) problems.startsAt = 'startsAt';
  if (!endsAt) problems.endsAt = 'endsAt';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'endsAfter';
  const fee = number(values.fee) ?? 0;
  return {
    input: {
      title: values.title,
      kind: values.kind,
      description: values.description,
      sportId: values.sportId ? Number(values.sportId) : null,
      venueId: values.venueId ? Number(values.venueId) : null,
      ageCategoryId: values.ageCategoryId ? Number(values.ageCategoryId) : null,
      teamIds: values.teamIds.map(Number),
      startsAt: startsAt ?? '',
      endsAt: endsAt ?? '',
      timeZone: zone,
      registrationOpensAt: fromLocalInput(values.registrationOpensAt, zone),
      registrationClosesAt: fromLocalInput(values.registrationClosesAt, zone),
      capacity: number(values.capacity),
      feeMinor: Math.round(fee * 10 ** minorDigits(values.currency)),
      currency: values.currency,
      offerHours: number(values.offerHours) ?? OFFER_HOURS_DEFAULT,
    },
    problems,
  };
}

/** What to ask `GET events/clashes` for these values: null until there are times and a venue or team. */
export function clashQueryOf(values: EventFormValues, exclude?: number): ClashQuery | null {
  const startsAt = fromLocalInput(values.startsAt, values.timeZone);
  const endsAt = fromLocalInput(values.endsAt, values.timeZone);
  if (!startsAt || !endsAt || Date.parse(endsAt) <= Date.parse(startsAt)) return null;
  if (!values.venueId && values.teamIds.length === 0) return null;
  return {
    startsAt,
    endsAt,
    ...(values.venueId && { venueId: Number(values.venueId) }),
    ...(values.teamIds.length > 0 && { teamIds: values.teamIds.join(',') }),
    ...(exclude !== undefined && { exclude }),
  };
}
