import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competition, Match } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { makeEvent } from '../../test/events.ts';

let { t, boss } = {} as BossBed;

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, body?: unknown) =>
  t.api(method, url, body, { token: boss.token, headers: { menuID: '20' } });

type LogEntry = {
  before: string | null;
  beforeWalkover: boolean;
  after: string;
  walkover: boolean;
  beforeKickoff: boolean;
  by: string;
};
const logOf = async (matchId: number) =>
  (await call('GET', `matches/${matchId}/log`)).json<{ items: LogEntry[] }>().items;

/** A tournament of two one-off sides and one match between them at `kickoffAt`. */
async function fixture(kickoffAt: string | null) {
  const event = await makeEvent(t, boss, { kind: 'tournament' });
  for (const name of ['Alder', 'Beech'])
    expect((await call('POST', `events/${event.id}/entrants`, { name })).statusCode).toBe(200);
  const comp = (await call('GET', `events/${event.id}/competition`)).json<Competition>();
  const [home, away] = comp.entrants.map((e) => e.id);
  const res = await call('POST', `events/${event.id}/matches`, {
    homeId: home,
    awayId: away,
    round: 1,
    venueId: null,
    kickoffAt,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { event, match: res.json<{ match: Match }>().match };
}

/** Every row an entered score writes to. */
async function written() {
  const out: Record<string, unknown[]> = {};
  for (const table of ['matches', 'match_scores', 'notifications', 'audit_log'] as const)
    out[table] = await t.db.selectFrom(table).selectAll().orderBy(sql.raw('1')).execute();
  return out;
}

describe('a score entered before kick-off', () => {
  it('is refused unless confirmed, leaving the table as it was; confirmed, the log says it was early', async () => {
    const { event, match } = await fixture(new Date(Date.now() + 16 * DAY).toISOString());
    const table = async () =>
      (await call('GET', `events/${event.id}/competition`)).json<Competition>().standings;
    const standings = await table();
    const before = await written();

    for (const body of [
      { result: 'played', homeGoals: 2, awayGoals: 1 },
      { result: 'walkover', winner: 'home' },
      { result: 'played', homeGoals: 2, awayGoals: 1, beforeKickoff: false },
    ]) {
      const refused = await call('POST', `matches/${match.id}/score`, body);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'SCORE_BEFORE_KICKOFF']);
    }
    expect(await written()).toEqual(before);
    expect(await table()).toEqual(standings);
    expect(standings.every((row) => row.played === 0)).toBe(true);

    const confirmed = await call('POST', `matches/${match.id}/score`, {
      result: 'played',
      homeGoals: 2,
      awayGoals: 1,
      beforeKickoff: true,
    });
    expect(confirmed.json()).toMatchObject({ match: { status: 'played', homeGoals: 2, awayGoals: 1 } });
    expect((await table()).map((row) => [row.name, row.points])).toEqual([
      ['Alder', 3],
      ['Beech', 0],
    ]);
    // A correction while the kick-off is still ahead is asked for again.
    const again = await call('POST', `matches/${match.id}/score`, {
      result: 'played',
      homeGoals: 1,
      awayGoals: 1,
    });
    expect(again.json()).toMatchObject({ code: 'SCORE_BEFORE_KICKOFF' });
    expect(await logOf(match.id)).toEqual([
      expect.objectContaining({ before: null, after: '2–1', beforeKickoff: true, walkover: false }),
    ]);
  });

  it('is not asked about once the kick-off has passed, nor for a match with no kick-off', async () => {
    const past = await fixture(new Date(Date.now() - DAY).toISOString());
    const untimed = await fixture(null);
    for (const { match } of [past, untimed]) {
      const res = await call('POST', `matches/${match.id}/score`, {
        result: 'played',
        homeGoals: 0,
        awayGoals: 3,
      });
      expect(res.json()).toMatchObject({ match: { status: 'played', homeGoals: 0, awayGoals: 3 } });
      expect(await logOf(match.id)).toEqual([
        expect.objectContaining({ after: '0–3', beforeKickoff: false }),
      ]);
    }
  });
});

describe('the score log', () => {
  it('flags a walkover instead of wording it in English, before and after a correction', async () => {
    const { match } = await fixture(new Date(Date.now() - DAY).toISOString());
    await call('POST', `matches/${match.id}/score`, { result: 'walkover', winner: 'away' });
    await call('POST', `matches/${match.id}/score`, { result: 'played', homeGoals: 2, awayGoals: 2 });
    const log = await logOf(match.id);
    expect(
      log.map(({ before, beforeWalkover, after, walkover }) => ({ before, beforeWalkover, after, walkover })),
    ).toEqual([
      { before: null, beforeWalkover: false, after: '0–3', walkover: true },
      { before: '0–3', beforeWalkover: true, after: '2–2', walkover: false },
    ]);
    expect(JSON.stringify(log)).not.toContain('walkover)');
  });

  it("holds the demo cup's seeded results, so correcting one shows what it corrects", async () => {
    const cup = await t.db
      .selectFrom('events')
      .select('id')
      .where('title', '=', 'Riverside Spring Cup')
      .executeTakeFirstOrThrow();
    const comp = (await call('GET', `events/${cup.id}/competition`)).json<Competition>();
    const played = comp.matches.filter((m) => m.status === 'played');
    expect(played.length).toBeGreaterThan(0);
    const admin = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const m of played) {
      expect(await logOf(m.id)).toEqual([
        expect.objectContaining({
          before: null,
          after: `${m.homeGoals}–${m.awayGoals}`,
          by: admin.full_name,
          beforeKickoff: false,
        }),
      ]);
    }
    // Only played matches have entries: those still to come have none.
    const ahead = comp.matches.find((m) => m.status === 'scheduled')!;
    expect(await logOf(ahead.id)).toEqual([]);
  });
});
