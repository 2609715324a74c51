import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterData } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, snapshot, travel } from '../../test/journeys.ts';

/* Team announcements count against the announcer's hourly limit, set only through configuration. */

const PER_HOUR = 2;

let t: TestApp;
let master: Awaited<ReturnType<typeof masterData>>;
beforeAll(async () => {
  t = await startTestApp({ TEAM_ANNOUNCEMENTS_PER_HOUR: String(PER_HOUR) });
  master = await masterData(t, await person(t, 'superAdmin'));
});
afterAll(() => t.close());

type Caller = { token: string };
const announce = (who: Caller, teamId: number, message: string) =>
  t.api('POST', `master/teams/${teamId}/announcements`, { message }, { token: who.token });

describe('team announcement limit', () => {
  it(`lets a coach make ${PER_HOUR} an hour, over all their teams, then answers 429 with a code, changing nothing`, async () => {
    const coach = await person(t, 'coach');
    const [first, second] = [await master.team([coach.publicId]), await master.team([coach.publicId])];
    for (let i = 0; i < PER_HOUR; i += 1) {
      expect((await announce(coach, first.id, `Notice ${i}`)).statusCode).toBe(200);
    }
    const before = await snapshot(t);
    // Another of the coach's teams is no way around it.
    for (const team of [first, second]) {
      const refused = await announce(coach, team.id, 'One more notice');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'ANNOUNCEMENTS_RATE_LIMITED',
        message: expect.stringMatching(/too many team announcements this hour\. Try again in \d+ minutes\./),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await snapshot(t)).toEqual(before);

    // Another coach of the same team has their own count.
    const other = await person(t, 'coach');
    const shared = await master.team([coach.publicId, other.publicId]);
    expect((await announce(other, shared.id, 'From the other coach')).statusCode).toBe(200);

    // An hour later the coach may announce again.
    await travel(t, 60 * 60 * 1000 + 1000);
    expect((await announce(coach, second.id, 'An hour later')).statusCode).toBe(200);
  });

  it('does not count an announcement that was refused', async () => {
    const coach = await person(t, 'coach');
    const theirs = await master.team([coach.publicId]);
    const notTheirs = await master.team([(await person(t, 'coach')).publicId]);
    for (let i = 0; i < PER_HOUR + 1; i += 1) {
      expect((await announce(coach, notTheirs.id, 'Not my team')).statusCode).toBe(403);
    }
    for (let i = 0; i < PER_HOUR; i += 1) {
      expect((await announce(coach, theirs.id, `Notice ${i}`)).statusCode).toBe(200);
    }
  });
});
