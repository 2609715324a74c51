import { expect, type APIRequestContext } from '@playwright/test';
import { apiTeam } from './match-fixtures.ts';
import { apiEvent, apiFamily, apiRegisterFor, apiSignIn, apiStaffMember, xsrfHeader } from './fixtures.ts';

/**
 * A parent and child, and a coach of a team the child plays in whose session starts in a few
 * minutes (match day), the child registered for it: what a coach's read of a care record needs.
 */
export async function apiMatchDayFamily(request: APIRequestContext, teamName: string) {
  const { parent, child } = await apiFamily(request);
  const coach = await apiStaffMember(request, 'coach');
  const admin = await apiSignIn(request, 'admin');
  const team = await apiTeam(
    request,
    String(admin.token),
    `${teamName} ${Date.now()}`,
    [child.person.user_name],
    [String(coach.session.subscriberID)],
  );
  const event = await apiEvent(request, String(admin.token), {
    teamIds: [team],
    startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  });
  await apiRegisterFor(request, String(parent.session.token), event.id, String(child.session.subscriberID));
  return { parent, child, coach, admin, event };
}

/** A parent keeps their child's record through the API, as their own console would. */
export async function apiKeepChildCare(
  request: APIRequestContext,
  parent: { session: Record<string, string | number> },
  childId: string,
  fields: { allergies: string; contact: string },
) {
  const res = await request.put(`/api/v1/family/children/${childId}/care`, {
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(parent.session.token)}` },
    data: {
      contacts: [{ name: fields.contact, relation: 'Aunt', isd_code: '+44', mobile: '7700900123' }],
      allergies: fields.allergies,
      conditions: '',
      medication: '',
      consents: { photos: true, travel: true, treatment: true },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
