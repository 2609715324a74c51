import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhouse/contract';
import { masterBed, type MasterBed } from '../../test/beds.ts';
import { agedPerson, makeParent } from '../../test/events.ts';
import { person, snapshot } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

/* A coach's announcement to their team reaches its players, and the parents of its minors. */

let { t, boss, master } = {} as MasterBed;
beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

type Caller = { token: string };
const announce = (who: Caller, teamId: number, message: string) =>
  t.api(
    'POST',
    `master/teams/${teamId}/announcements`,
    { message },
    { token: who.token, headers: { menuID: '20' } },
  );
const notes = async (who: Caller) =>
  (await t.api('POST', 'notify/list', { data: 'x' }, { token: who.token })).json<{
    notification: Notification[];
  }>().notification;
const addPlayer = (teamId: number, userName: string) =>
  t.api('POST', `master/teams/${teamId}/players`, { userName }, { token: boss.token });

const nameOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirstOrThrow())
    .full_name;

/** A team coached by a fresh coach, with an adult player and a child of 12 whose parent is linked. */
async function squad() {
  const coach = await person(t, 'coach');
  const team = await master.team([coach.publicId]);
  const grown = await agedPerson(t, 30);
  const child = await agedPerson(t, 12);
  const parent = await agedPerson(t, 40);
  await makeParent(t, parent.userId, child.userId);
  for (const p of [grown, child]) expect((await addPlayer(team.id, p.userName)).statusCode).toBe(200);
  return { coach, team, grown, child, parent };
}

describe('team announcements', () => {
  it('reach every player, and a minor player’s parent "for" the child, live; audited', async () => {
    const { coach, team, grown, child, parent } = await squad();
    const tab = await openSignedInLive(await t.app.listen({ host: '127.0.0.1', port: 0 }), parent.token);
    try {
      const res = await announce(coach, team.id, 'Training moves to 6 pm on Thursday.');
      expect(res.json()).toEqual({ status: '200', notified: 3 });
      expect((await tab.next('notification')).notification.message).toMatchObject({
        kind: 'team-announcement-for-child',
        msg: `${team.name}, for ${await nameOf(child.userId)}: Training moves to 6 pm on Thursday.`,
      });
    } finally {
      tab.close();
    }
    for (const player of [grown, child]) {
      expect((await notes(player))[0]).toMatchObject({
        from_id: coach.publicId,
        message: { kind: 'team-announcement', msg: `${team.name}: Training moves to 6 pm on Thursday.` },
      });
    }
    // An adult player's parents are not copied: only a minor's.
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('user_id', '=', coach.userId)
      .where('action', '=', 'team-announcement')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ object_type: 'teams', object_id: String(team.id) });
    expect(JSON.parse(entry.facts ?? '{}')).toEqual({
      message: 'Training moves to 6 pm on Thursday.',
      notified: 3,
    });
  });

  it('are refused to a coach of another team, a player and a parent, changing nothing', async () => {
    const { team, child, parent } = await squad();
    const other = await person(t, 'coach');
    await master.team([other.publicId]);
    const before = await snapshot(t);
    const refused = await announce(other, team.id, 'Come to my team instead.');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    for (const who of [child, parent])
      expect((await announce(who, team.id, 'Hello team')).statusCode).toBe(403);
    expect((await announce(other, 999_999, 'Anyone?')).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });

  it('are checked: a message is required and short', async () => {
    const { coach, team } = await squad();
    for (const message of ['   ', 'x'.repeat(501)]) {
      expect((await announce(coach, team.id, message)).statusCode).toBe(400);
    }
    expect((await announce(boss, team.id, 'From the club office.')).json()).toMatchObject({ notified: 3 });
  });
});
