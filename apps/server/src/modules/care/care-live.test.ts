import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterBed, type MasterBed } from '../../test/beds.ts';
import { careRows, family, keepFor, record, type Caller } from '../../test/care.ts';
import { inHours, makeEvent } from '../../test/events.ts';
import { parentOf, person } from '../../test/journeys.ts';
import { openSignedInLive, type LiveTestClient } from '../../test/live-client.ts';
import { linkParent } from '../parent/parent.repository.ts';

/*
 * A saved care record follows live to the open consoles of those who may read it, and no one else:
 * the person, their parents, and staff holding `safeguarding.medical` who may read it today.
 */

let { t, boss, master } = {} as MasterBed;
let baseUrl: string;
const tabs: LiveTestClient[] = [];
beforeAll(async () => {
  ({ t, boss, master } = await masterBed());
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const tab of tabs) tab.close();
  await t.close();
});

const open = async (who: Caller) => {
  const tab = await openSignedInLive(baseUrl, who.token);
  tabs.push(tab);
  return tab;
};

const joinTeam = (teamId: number, userId: number) =>
  t.db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId, added_at: Date.now() })
    .execute();

/** A team coached by a new coach; it plays today when said (an event starting in a few minutes). */
async function coachedTeam(playsToday: boolean) {
  const coach = await person(t, 'coach');
  const team = await master.team([coach.publicId]);
  await makeEvent(t, boss, {
    teamIds: [team.id],
    startsAt: inHours(playsToday ? 0.05 : 72),
    endsAt: inHours(playsToday ? 1 : 73),
  });
  return { coach, team };
}

/**
 * Everyone around a child: two parents, the coach of their team playing today, the coach of their
 * team not playing today, a coach of another team playing today, an admin, a stranger, and an
 * adult who holds a parent link made by a connection request (not a family link).
 */
async function around() {
  const { parent, child } = await family(t);
  const second = await person(t, 'subscriber');
  await linkParent(t.db, {
    parentId: second.userId,
    childId: child.userId,
    now: Date.now(),
    origin: 'staff',
  });
  const today = await coachedTeam(true);
  const later = await coachedTeam(false);
  const other = await coachedTeam(true);
  await joinTeam(today.team.id, child.userId);
  await joinTeam(later.team.id, child.userId);
  const byRequest = await person(t, 'subscriber');
  await parentOf(t, byRequest.userId, child.userId, 'request');
  const [admin, stranger] = await Promise.all([person(t, 'admin'), person(t, 'subscriber')]);
  return {
    parent,
    child,
    allowed: { second, coach: today.coach, admin },
    refused: { laterCoach: later.coach, otherCoach: other.coach, stranger, byRequest },
  };
}

const careFor = (tab: LiveTestClient, subscriberID: string) =>
  tab.received.filter((m) => m.type === 'care' && m.subscriberID === subscriberID);

/**
 * Waits for the tab's own later push (its theme saved elsewhere), so any `care` published before
 * it has been delivered too, then says what care pushes it holds.
 */
async function settled(tab: LiveTestClient, who: Caller, subscriberID: string) {
  const mine = (await t.api('GET', 'preferences', undefined, { token: who.token })).json<{
    preferences: Record<string, unknown>;
  }>().preferences;
  await t.api('PUT', 'preferences', mine, { token: who.token });
  await tab.next('preferences');
  return careFor(tab, subscriberID);
}

describe('a saved care record, live', () => {
  it('reaches the parents, the child, the coach of a team playing today and admins, naming only the child', async () => {
    const { parent, child, allowed, refused } = await around();
    const [parentTab, childTab, ...allowedTabs] = await Promise.all(
      [parent, child, ...Object.values(allowed)].map(open),
    );
    const refusedTabs = await Promise.all(Object.values(refused).map(open));

    expect((await keepFor(t, parent, child)).statusCode).toBe(200);

    for (const tab of [parentTab!, childTab!, ...allowedTabs]) {
      // The push names whose record changed, never what it says.
      expect(await tab.next('care')).toEqual({ type: 'care', subscriberID: child.publicId });
    }
    for (const [i, who] of Object.values(refused).entries()) {
      expect(await settled(refusedTabs[i]!, who, child.publicId)).toEqual([]);
    }
  });

  it('reaches an adult’s own other consoles when they keep their own', async () => {
    const adult = await person(t, 'subscriber');
    const stranger = await person(t, 'subscriber');
    const [mine, theirs] = await Promise.all([open(adult), open(stranger)]);
    const res = await t.api('PUT', 'profile/care', record(), { token: adult.token });
    expect(res.statusCode).toBe(200);
    expect(await mine.next('care')).toEqual({ type: 'care', subscriberID: adult.publicId });
    expect(await settled(theirs, stranger, adult.publicId)).toEqual([]);
  });

  it('pushes nothing when an adult who is not the parent tries to keep the child’s record', async () => {
    const { parent, child, refused } = await around();
    const parentTab = await open(parent);
    const before = await careRows(t);
    for (const who of [refused.stranger, refused.byRequest, refused.otherCoach]) {
      expect((await keepFor(t, who, child)).statusCode).toBe(404);
    }
    // The child cannot keep their own either.
    const own = await t.api('PUT', 'profile/care', record(), { token: child.token });
    expect(own.json()).toMatchObject({ code: 'CARE_KEPT_BY_PARENT' });
    expect(await careRows(t)).toEqual(before);
    expect(await settled(parentTab, parent, child.publicId)).toEqual([]);
  });
});

describe('GET profile/care', () => {
  it('says whether a parent keeps it: a child’s yes, an adult’s no', async () => {
    const { parent, child } = await family(t);
    await keepFor(t, parent, child);
    const adult = await person(t, 'subscriber');
    const read = (who: Caller) => t.api('GET', 'profile/care', undefined, { token: who.token });
    expect((await read(child)).json()).toMatchObject({
      keptByParent: true,
      care: { allergies: expect.any(String) },
    });
    expect((await read(adult)).json()).toMatchObject({ keptByParent: false, care: null });
  });
});
