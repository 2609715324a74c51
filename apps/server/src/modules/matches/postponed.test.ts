import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Competition, Match, MyFixture } from '@fieldhouse/contract';
import type { MatchesTable } from './tables.ts';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { athlete, makeEvent, makeParent, masterData, yearsAgo } from '../../test/events.ts';
import { migrationSteps } from '../../test/migration-steps.ts';

let { t, boss } = {} as BossBed;

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, body?: unknown, token = boss.token) =>
  t.api(method, url, body, { token, headers: { menuID: '20' } });

const OLD_TIME = '2027-05-01T09:00:00.000Z';
const NEW_TIME = '2027-05-15T13:30:00.000Z';

/**
 * A child on a team, their parent with a calendar address, and a match of the team's at
 * OLD_TIME: what the fixtures list, My fixtures and the calendar feed each say of it.
 */
async function familyFixture() {
  const master = await masterData(t, boss);
  const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
  const child = await athlete(t, { sportId: null });
  await makeParent(t, parent.userId, child.userId);
  const team = await master.team();
  const { user_name } = await t.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', child.userId)
    .executeTakeFirstOrThrow();
  await call('POST', `master/teams/${team.id}/players`, { userName: user_name });
  const cup = await makeEvent(t, boss, { kind: 'tournament' });
  await call('POST', `events/${cup.id}/entrants`, { teamId: team.id });
  const comp = (await call('POST', `events/${cup.id}/entrants`, { name: 'Visitors' })).json<Competition>();
  const [home, away] = comp.entrants.map((e) => e.id);
  const match = (
    await call('POST', `events/${cup.id}/matches`, {
      homeId: home,
      awayId: away,
      round: 1,
      venueId: master.venue.id,
      kickoffAt: OLD_TIME,
    })
  ).json<{ match: Match }>().match;
  const feed = (await call('POST', 'my/calendar', undefined, parent.token)).json<CalendarFeed>();
  const feedPath = new URL(feed.url!).pathname.replace('/api/v1/', '');
  const seen = async () => {
    const list = (await call('GET', `events/${cup.id}/competition`)).json<Competition>().matches;
    const mine = (await call('GET', 'my/fixtures', undefined, parent.token)).json<{ items: MyFixture[] }>();
    const ics = (await t.api('GET', feedPath)).body;
    const entry = ics.split('BEGIN:VEVENT').find((e) => e.includes(`UID:match-${match.id}@fieldhouse`));
    return {
      list: list.find((m) => m.id === match.id)!,
      mine: mine.items.find((m) => m.id === match.id)!,
      calendar: entry ? /DTSTART:(\w+)/.exec(entry)?.[1] : null,
    };
  };
  return { match, seen };
}

const when = (s: Awaited<ReturnType<Awaited<ReturnType<typeof familyFixture>>['seen']>>) => ({
  list: [s.list.status, s.list.kickoffAt],
  mine: [s.mine.status, s.mine.kickoffAt],
  calendar: s.calendar,
});

describe('a postponed match', () => {
  it('has no time in the fixtures list, My fixtures or the calendar feed, and the new one once moved', async () => {
    const { match, seen } = await familyFixture();
    expect(when(await seen())).toEqual({
      list: ['scheduled', OLD_TIME],
      mine: ['scheduled', OLD_TIME],
      calendar: '20270501T090000Z',
    });

    const postponed = await call('PATCH', `matches/${match.id}`, { status: 'postponed' });
    expect(postponed.json()).toMatchObject({ match: { status: 'postponed', kickoffAt: null } });
    expect(when(await seen())).toEqual({
      list: ['postponed', null],
      mine: ['postponed', null],
      calendar: null,
    });

    // A time sent with the postponement is refused, and changes nothing.
    const timed = await call('PATCH', `matches/${match.id}`, { status: 'postponed', kickoffAt: NEW_TIME });
    expect([timed.statusCode, timed.json().fieldCodes]).toEqual([400, { kickoffAt: 'POSTPONED_NO_TIME' }]);
    expect(when(await seen())).toMatchObject({ list: ['postponed', null] });

    // Moved to its new time (as the console moves one: scheduled, with the time).
    const moved = await call('PATCH', `matches/${match.id}`, { status: 'scheduled', kickoffAt: NEW_TIME });
    expect(moved.json()).toMatchObject({ match: { status: 'scheduled', kickoffAt: NEW_TIME } });
    expect(when(await seen())).toEqual({
      list: ['scheduled', NEW_TIME],
      mine: ['scheduled', NEW_TIME],
      calendar: '20270515T133000Z',
    });
  });

  it('is scheduled again when given a new time alone', async () => {
    const { match, seen } = await familyFixture();
    await call('PATCH', `matches/${match.id}`, { status: 'postponed' });
    const moved = await call('PATCH', `matches/${match.id}`, { kickoffAt: NEW_TIME });
    expect(moved.json()).toMatchObject({ match: { status: 'scheduled', kickoffAt: NEW_TIME } });
    expect(when(await seen())).toMatchObject({ mine: ['scheduled', NEW_TIME], calendar: '20270515T133000Z' });
  });
});

describe('migration 20270114100100_postponed_without_time', () => {
  it('takes the old time off matches postponed before it, and leaves the others theirs', async () => {
    const { match: postponed, seen } = await familyFixture();
    const { match: scheduled } = await familyFixture();
    const { migrator, step } = await migrationSteps(t);
    await t.app.jobs.stop();
    await step(() => migrator.migrateTo('20270114100000_score_before_kickoff'));
    // As postponing left a match before: the status changed, the time kept.
    const old = t.db as unknown as Kysely<{ matches: MatchesTable }>;
    await old.updateTable('matches').set({ status: 'postponed' }).where('id', '=', postponed.id).execute();
    expect(when(await seen())).toMatchObject({ list: ['postponed', OLD_TIME] });
    await step(() => migrator.migrateToLatest());
    expect(when(await seen())).toEqual({
      list: ['postponed', null],
      mine: ['postponed', null],
      calendar: null,
    });
    const other = await t.db
      .selectFrom('matches')
      .select('kickoff_at')
      .where('id', '=', scheduled.id)
      .executeTakeFirstOrThrow();
    expect(Number(other.kickoff_at)).toBe(Date.parse(OLD_TIME));
  });
});
