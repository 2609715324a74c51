import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registration, StaffCareResponse } from '@fieldhouse/contract';
import { masterBed, type MasterBed } from '../../test/beds.ts';
import { auditOf, careRows, family, keepFor, type Caller } from '../../test/care.ts';
import { inHours, makeEvent, registered } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';

/*
 * Staff read a care record only through `safeguarding.medical`: a coach only for a child of a team
 * they coach and only on a day that team plays; every read is audited.
 */

let { t, boss, master } = {} as MasterBed;
beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const read = (who: Caller, child: Caller) =>
  t.api('GET', `care/${child.publicId}`, undefined, { token: who.token });

/** A coach, their team with `child` as a player, and the child's record kept by the parent. */
async function coachedChild() {
  const { parent, child } = await family(t);
  await keepFor(t, parent, child);
  const coach = await person(t, 'coach');
  const team = await master.team([coach.publicId]);
  await t.db
    .insertInto('team_members')
    .values({ team_id: team.id, user_id: child.userId, added_at: Date.now() })
    .execute();
  return { parent, child, coach, team };
}

/** An event of the team starting in a few minutes (today, in any time zone), still open to register. */
const playingToday = (teamId: number) =>
  makeEvent(t, boss, { teamIds: [teamId], startsAt: inHours(0.05), endsAt: inHours(1) });

describe('GET care/{subscriberID}', () => {
  it('lets the coach of the child’s team read it on match day, and the trail says who read whose', async () => {
    const { child, coach, team } = await coachedChild();
    await playingToday(team.id);
    const res = await read(coach, child);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffCareResponse>()).toMatchObject({
      person: { subscriberID: child.publicId },
      care: { allergies: 'Peanuts: carries an adrenaline pen', contacts: [{ name: 'Grace Hopper' }] },
    });
    const entries = await auditOf(t, 'care-read', child.publicId);
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: coach.userId,
        object_name: expect.any(String),
        detail: null,
        facts: null,
      }),
    ]);
  });

  it('counts a fixture of the team kicking off today as match day', async () => {
    const { child, coach, team } = await coachedChild();
    const tournament = await makeEvent(t, boss, { kind: 'tournament', teamIds: [team.id] });
    const [home, away] = await Promise.all(
      [team.id, null].map(
        async (teamId, i) =>
          (
            await t.db
              .insertInto('event_entrants')
              .values({ event_id: tournament.id, team_id: teamId, name: `Side ${i}`, lot: null })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    );
    expect((await read(coach, child)).json().code).toBe('CARE_NOT_MATCH_DAY');
    const now = Date.now();
    await t.db
      .insertInto('matches')
      .values({
        event_id: tournament.id,
        round: 1,
        home_id: away!,
        away_id: home!,
        venue_id: null,
        kickoff_at: now + 60_000,
        status: 'scheduled',
        home_goals: null,
        away_goals: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await read(coach, child)).statusCode).toBe(200);
  });

  it('refuses a coach of another team (404) and the child’s coach on a day the team does not play (403), writing nothing', async () => {
    const { child, coach, team } = await coachedChild();
    const other = await person(t, 'coach');
    await playingToday((await master.team([other.publicId])).id);
    // Their team plays next week, not today.
    await makeEvent(t, boss, { teamIds: [team.id] });
    const before = await careRows(t);

    const stranger = await read(other, child);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'NOT_FOUND']);
    const notToday = await read(coach, child);
    expect([notToday.statusCode, notToday.json().code]).toEqual([403, 'CARE_NOT_MATCH_DAY']);
    expect(await careRows(t)).toEqual(before);
  });

  it('lets an Admin read any day, audited', async () => {
    const { child } = await coachedChild();
    const admin = await person(t, 'admin');
    expect((await read(admin, child)).statusCode).toBe(200);
    expect(await auditOf(t, 'care-read', child.publicId)).toEqual([
      expect.objectContaining({ user_id: admin.userId }),
    ]);
  });

  it('flags, in the attendance list, the people whose notes say something — only for holders of the action', async () => {
    const { parent, child, coach, team } = await coachedChild();
    const event = await playingToday(team.id);
    const plain = await family(t);
    await registered(t, parent, event.id, child.publicId);
    await registered(t, plain.parent, event.id, plain.child.publicId);
    const list = async () =>
      (await t.api('GET', `events/${event.id}/registrations`, undefined, { token: coach.token })).json<{
        items: Registration[];
      }>().items;
    const flags = Object.fromEntries((await list()).map((r) => [r.subscriberID, r.medicalNotes]));
    expect(flags).toEqual({ [child.publicId]: true, [plain.child.publicId]: false });
    // The list carries the flag, never the notes, and reading it is no read of a record.
    expect(JSON.stringify(await list())).not.toContain('Peanuts');
    expect(await auditOf(t, 'care-read', child.publicId)).toEqual([]);

    // A registrant of the team's event counts as on the team.
    expect((await read(coach, plain.child)).statusCode).toBe(200);

    // Without the action (taken from the role, last in this file) the read is refused and the flag gone.
    await t.revokeAction('coach', 'safeguarding.medical');
    const before = await careRows(t);
    const refused = await read(coach, child);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await list()).every((r) => r.medicalNotes === undefined)).toBe(true);
    expect(await careRows(t)).toEqual(before);
  });
});
