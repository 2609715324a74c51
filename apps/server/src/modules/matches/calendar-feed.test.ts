import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Competition } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { athlete, makeEvent, makeParent, masterData, registered, yearsAgo } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

let { t, boss } = {} as BossBed;

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

/** The feed's path under the API, from the address a person was given. */
const pathOf = (url: string) => new URL(url).pathname.replace('/api/v1/', '');

describe('the personal calendar feed', () => {
  it("holds the household's events and fixtures at a secret address that can be replaced and stopped", async () => {
    const master = await masterData(t, boss);
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    const child = await athlete(t, { sportId: null });
    await makeParent(t, parent.userId, child.userId);
    const camp = await makeEvent(t, boss, { title: 'Easter camp', venueId: master.venue.id });
    await registered(t, parent, camp.id, child.publicId);
    const team = await master.team();
    const { user_name } = await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', child.userId)
      .executeTakeFirstOrThrow();
    await t.api('POST', `master/teams/${team.id}/players`, { userName: user_name }, { token: boss.token });
    const cup = await makeEvent(t, boss, { kind: 'tournament', title: 'Spring cup' });
    await t.api('POST', `events/${cup.id}/entrants`, { teamId: team.id }, { token: boss.token });
    const comp = (
      await t.api('POST', `events/${cup.id}/entrants`, { name: 'Visitors' }, { token: boss.token })
    ).json<Competition>();
    const [home, away] = comp.entrants.map((e) => e.id);
    await t.api(
      'POST',
      `events/${cup.id}/matches`,
      { homeId: home, awayId: away, round: 1, venueId: null, kickoffAt: '2027-05-01T09:00:00Z' },
      { token: boss.token },
    );

    expect((await t.api('GET', 'my/calendar', undefined, { token: parent.token })).json()).toMatchObject({
      createdAt: null,
      url: null,
    });
    const made = (
      await t.api('POST', 'my/calendar', undefined, { token: parent.token })
    ).json<CalendarFeed>();
    expect(made.url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = await t.api('GET', pathOf(made.url!));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('SUMMARY:Easter camp');
    expect(ics.body).toContain(`UID:event-${camp.id}@fieldhouse`);
    expect(ics.body).toContain('DTSTART:20270501T090000Z');
    // The address is kept as a hash: asking again says since when, not where.
    expect((await t.api('GET', 'my/calendar', undefined, { token: parent.token })).json()).toMatchObject({
      createdAt: made.createdAt,
      url: null,
    });

    const replaced = (
      await t.api('POST', 'my/calendar', undefined, { token: parent.token })
    ).json<CalendarFeed>();
    expect((await t.api('GET', pathOf(made.url!))).statusCode).toBe(404);
    expect((await t.api('GET', pathOf(replaced.url!))).statusCode).toBe(200);
    await t.api('DELETE', 'my/calendar', undefined, { token: parent.token });
    expect((await t.api('GET', pathOf(replaced.url!))).statusCode).toBe(404);
    expect((await t.api('GET', 'calendar/not-a-token.ics')).statusCode).toBe(400);
  });

  it('stops answering while its owner is suspended or deactivated, and again once reactivated', async () => {
    const admin = await person(t, 'admin');
    const owner = await athlete(t, { sportId: null });
    const coach = await person(t, 'coach');
    const feedOf = async (who: { token: string }) =>
      pathOf((await t.api('POST', 'my/calendar', undefined, { token: who.token })).json<CalendarFeed>().url!);
    const [ownerFeed, coachFeed] = [await feedOf(owner), await feedOf(coach)];
    expect((await t.api('GET', ownerFeed)).statusCode).toBe(200);
    expect((await t.api('GET', coachFeed)).statusCode).toBe(200);

    const suspended = await t.api(
      'POST',
      `subscribers/${owner.publicId}/status`,
      { action: 'suspend', reason: 'Membership fee unpaid' },
      { token: admin.token },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const gone = await t.api('GET', ownerFeed);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('VCALENDAR');
    const deactivated = await t.api(
      'POST',
      `staff/${coach.publicId}/status`,
      { action: 'suspend', reason: 'Left the club' },
      { token: boss.token },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await t.api('GET', coachFeed)).statusCode).toBe(404);

    await t.api(
      'POST',
      `subscribers/${owner.publicId}/status`,
      { action: 'reactivate' },
      { token: admin.token },
    );
    expect((await t.api('GET', ownerFeed)).statusCode).toBe(200);
  });
});
