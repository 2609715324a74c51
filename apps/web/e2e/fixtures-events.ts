import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './fixtures.ts';

type EventFields = { id: number; title: string; status: string };
const HOUR_MS = 3_600_000;

/** An event made through the API: open for registration, starting in a week, unless `fields` say otherwise. */
export async function apiEvent(
  request: APIRequestContext,
  token: string | number,
  fields: Record<string, unknown> = {},
) {
  const start = Date.now() + 7 * 24 * HOUR_MS;
  const answer = await apiPost(request, 'events', token, {
    title: `Event ${String(Date.now()).slice(-8)}`,
    kind: 'training',
    sportId: null,
    venueId: null,
    ageCategoryId: null,
    teamIds: [],
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * HOUR_MS).toISOString(),
    timeZone: 'Europe/London',
    capacity: null,
    currency: 'GBP',
    status: 'open',
    ...fields,
  });
  return answer.event as EventFields;
}

/** Registers someone (the caller, or a child of theirs) for an event; the registration's id and status. */
export async function apiRegisterFor(
  request: APIRequestContext,
  token: string | number,
  eventId: number,
  subscriberID: string | number,
) {
  const answer = await apiPost(request, `my/events/${eventId}/register`, token, {
    subscriberID: String(subscriberID),
  });
  return answer.registration as { id: number; status: string; position: number | null };
}
