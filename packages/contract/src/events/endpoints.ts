import { ok } from '../common.ts';
import {
  clashQuerySchema,
  clashResponseSchema,
  eventChoicesResponseSchema,
  eventCreateSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  eventStatusRequestSchema,
  registrationParamsSchema,
} from './events.ts';
import {
  myEventsResponseSchema,
  personEventsParamsSchema,
  personEventsResponseSchema,
  openEventsQuerySchema,
  openEventsResponseSchema,
  eventRegisterRequestSchema,
  registrationAnswerParamsSchema,
  registrationListQuerySchema,
  registrationListResponseSchema,
  registrationResponseSchema,
  staffMoveRequestSchema,
} from './event-registrations.ts';
import { defineEndpoints } from '../endpoints/define.ts';

const tag = 'events';
const view = { access: { action: 'event.view' }, tag } as const;
const edit = { access: { action: 'event.edit' }, tag } as const;
// A child still waiting for a parent's approval may look; registering tells them why they cannot yet.
const mine = { access: { action: 'participation.use', waiting: true }, tag } as const;

/**
 * Events for staff (a holder without `event.every-team` sees and runs only the events of the
 * teams they coach), and registering for them from one's own console.
 */
export const eventEndpoints = defineEndpoints({
  'GET /events': {
    ...view,
    summary: 'Events by start time, a page at a time, with filters',
    query: eventListQuerySchema,
    response: eventListResponseSchema,
  },
  'GET /events/clashes': {
    ...view,
    summary: 'Events at the same venue or with a team in common at overlapping times',
    query: clashQuerySchema,
    response: clashResponseSchema,
  },
  'GET /events/choices': {
    ...view,
    summary: 'The sports, venues, age categories and teams an event can have (a coach: their teams)',
    response: eventChoicesResponseSchema,
  },
  'POST /events': {
    ...edit,
    summary: 'A new event, as a draft or open for registration',
    body: eventCreateSchema,
    response: eventResponseSchema,
  },
  'GET /events/:id': {
    ...view,
    summary: 'One event with its places taken and its waitlist length',
    params: eventParamsSchema,
    response: eventResponseSchema,
  },
  'PUT /events/:id': {
    ...edit,
    summary: 'Change an event (more places offer them to the waitlist at once)',
    params: eventParamsSchema,
    body: eventInputSchema,
    response: eventResponseSchema,
  },
  'POST /events/:id/status': {
    ...edit,
    summary: 'Open, close or cancel an event (cancelling tells everyone registered, with the reason)',
    params: eventParamsSchema,
    body: eventStatusRequestSchema,
    response: eventResponseSchema,
  },
  'GET /events/:id/registrations': {
    ...view,
    summary: "The event's registrations in the order they came, the waitlist with each place",
    params: eventParamsSchema,
    query: registrationListQuerySchema,
    response: registrationListResponseSchema,
  },
  'GET /events/:id/registrations.csv': {
    access: { action: 'event.export' },
    tag,
    summary: "The event's registrations as a CSV file (UTF-8 with a byte-order mark)",
    description:
      'The answer is `text/csv`, not JSON, worded in the caller’s language preference, times in the ' +
      'organisation’s time zone, with `x-export-rows`. Callers holding `subscriber.view` also get each ' +
      'person’s mobile number and a minor’s parents or guardians. Each export is recorded in the audit trail.',
    params: eventParamsSchema,
    response: ok({}),
  },
  'POST /events/:id/registrations/:registrationId': {
    access: { action: 'event.attendance' },
    tag,
    summary: 'Mark attendance, cancel a registration, or give a waiting person a free place',
    params: registrationParamsSchema,
    body: staffMoveRequestSchema,
    response: registrationResponseSchema,
  },
  'GET /events/people/:subscriberID': {
    ...view,
    summary: "One person's registrations, newest event first (the subscriber record's Events tab)",
    description: 'A caller without `event.every-team` sees only the events of the teams they coach.',
    params: personEventsParamsSchema,
    response: personEventsResponseSchema,
  },
  'GET /my/events': {
    ...mine,
    summary: "The caller's and their children's registrations, offers first",
    response: myEventsResponseSchema,
  },
  'GET /my/events/open': {
    ...mine,
    summary: 'Events open for registration, with whether the caller and each child may register',
    query: openEventsQuerySchema,
    response: openEventsResponseSchema,
  },
  'POST /my/events/:id/register': {
    ...mine,
    summary: 'Register oneself or a child: a place if one is free, otherwise the waitlist',
    params: eventParamsSchema,
    body: eventRegisterRequestSchema,
    response: registrationResponseSchema,
  },
  'POST /my/registrations/:registrationId/:answer': {
    ...mine,
    summary:
      'Accept or decline an offered place, or cancel a registration (a freed place goes to the waitlist)',
    params: registrationAnswerParamsSchema,
    response: registrationResponseSchema,
  },
});
