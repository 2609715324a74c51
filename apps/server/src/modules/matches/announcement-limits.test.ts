import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterData } from '../../test/events.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person, snapshot, travel } from '../../test/journeys.ts';

/* Team announcements count against the announcer's hourly limit, set only through configuration. */

const PER_HOUR = 2;

let t: TestApp;
let master: Awaited<ReturnType<typeof masterData>>;
let boss: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp({ TEAM_ANNOUNCEMENTS_PER_HOUR: String(PER_HOUR) });
  boss = await person(t, 'superAdmin');
  master = await masterData(t, boss);
});
afterAll(() => t.close());

type Caller = { token: string };
const userNameOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('user_name').where('id', '=', userId).executeTakeFirstOrThrow())
    .user_name;
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

  it(`lets ${PER_HOUR} through when a coach sends many at once, over two teams: the rest are 429 and leave nothing`, async () => {
    const coach = await person(t, 'coach');
    const player = await person(t, 'subscriber');
    const teams = [await master.team([coach.publicId]), await master.team([coach.publicId])];
    for (const team of teams) {
      const added = await t.api(
        'POST',
        `master/teams/${team.id}/players`,
        { userName: await userNameOf(player.userId) },
        { token: boss.token },
      );
      expect(added.statusCode, added.body).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => announce(coach, teams[i % 2]!.id, `At once ${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(PER_HOUR).fill(200), ...Array(8 - PER_HOUR).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'ANNOUNCEMENTS_RATE_LIMITED' });
    }
    const told = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', player.userId)
      .where('kind', '=', 'team-announcement')
      .execute();
    expect(told).toHaveLength(PER_HOUR);
    const entries = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'team-announcement')
      .where('user_id', '=', coach.userId)
      .execute();
    expect(entries).toHaveLength(PER_HOUR);
  });
});
