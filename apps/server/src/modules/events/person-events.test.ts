import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonEvents } from '@fieldhouse/contract';
import { masterBed, type MasterBed, menuCalls } from '../../test/beds.ts';
import { makeEvent, registered } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/* A person's registrations for staff: the subscriber record's Events tab (person-events.ts). */

let { t, boss, master } = {} as MasterBed;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '18');
const titles = (res: { json: () => unknown }) =>
  (res.json() as PersonEvents).registrations.map((r) => r.event.title);

describe("a person's events for staff", () => {
  it('lists their registrations, newest event first; a coach sees only their teams’ events', async () => {
    const coach = await person(t, 'coach');
    const team = await master.team([coach.publicId]);
    const athlete = await person(t, 'subscriber');
    const soon = await makeEvent(t, boss, { teamIds: [team.id] });
    const later = await makeEvent(t, boss, {
      startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 14 * 86_400_000 + 3_600_000).toISOString(),
    });
    const elsewhere = await makeEvent(t, boss);
    for (const event of [soon, later]) await registered(t, athlete, event.id, athlete.publicId);
    // Someone else's registration is not theirs.
    const other = await person(t, 'subscriber');
    await registered(t, other, elsewhere.id, other.publicId);

    const staff = await call('GET', `events/people/${athlete.publicId}`);
    expect(staff.statusCode).toBe(200);
    expect(titles(staff)).toEqual([later.title, soon.title]);
    expect(staff.json<PersonEvents>().registrations[0]).toMatchObject({
      status: 'registered',
      subscriberID: athlete.publicId,
    });

    const coached = await call('GET', `events/people/${athlete.publicId}`, undefined, coach.token);
    expect(titles(coached)).toEqual([soon.title]);
  });

  it('is refused to a caller without event.view, and is 404 for nobody', async () => {
    const athlete = await person(t, 'subscriber');
    const snooper = await person(t, 'subscriber');
    const refused = await call('GET', `events/people/${athlete.publicId}`, undefined, snooper.token);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
    // Nor through their own "My events", which is theirs and their children's only.
    const mine = await t.api('GET', 'my/events', undefined, { token: snooper.token });
    expect(mine.json<{ registrations: unknown[] }>().registrations).toEqual([]);
    const nobody = await call('GET', 'events/people/00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
  });
});
