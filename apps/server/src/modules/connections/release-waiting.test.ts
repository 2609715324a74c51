import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationSettings } from '@fieldhouse/contract';
import { familyKit, type Member } from '../../test/families.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';
import { RELEASE_WAITING_JOB } from './release-waiting.job.ts';

/*
 * A request waiting for a parent does not wait forever: it reaches the child once the organisation
 * turns guardian approval off, or once the child reaches the age of consent (16 here).
 */

let t: TestApp;
let k: ReturnType<typeof familyKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = familyKit(t);
});
afterAll(() => t.close());

/** Runs the release job now and waits for it to end. */
async function runRelease() {
  const id = await t.app.jobs.enqueue(RELEASE_WAITING_JOB, {});
  await t.waitForJob(id, ['completed']);
}

const requestsFrom = async (who: Member, from: Member) =>
  (await k.notes(who)).filter(
    (n) => n.message.kind === 'connection-requested' && n.from_id === from.publicId,
  );

/** The date of birth of someone whose `years`th birthday is today. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

describe('a request waiting for a parent', () => {
  it('reaches the child on the day they reach the age of consent, once however often the job runs', async () => {
    const { child, parent } = await k.family();
    const young = await k.family();
    const stranger = await k.adult();
    expect((await k.ask(stranger, child)).statusCode).toBe(200);
    expect((await k.ask(stranger, young.child)).statusCode).toBe(200);
    await runRelease();
    // Still a child: nothing moves.
    expect((await k.listOf(child)).incoming).toEqual([]);

    await t.db
      .updateTable('users')
      .set({ date_of_birth: bornYearsAgo(16) })
      .where('id', '=', child.userId)
      .execute();
    const tab = await openSignedInLive(await t.app.listen({ host: '127.0.0.1', port: 0 }), child.token);
    try {
      await runRelease();
      expect((await tab.next('notification')).notification).toMatchObject({ from_id: stranger.publicId });
    } finally {
      tab.close();
    }
    expect((await k.listOf(child)).incoming.map((r) => r.subscriberID)).toEqual([stranger.publicId]);
    expect(await requestsFrom(child, stranger)).toHaveLength(1);
    expect((await k.childPage(parent, child)).awaitingParent).toEqual([]);

    await runRelease();
    expect(await requestsFrom(child, stranger)).toHaveLength(1);
    expect((await k.accept(child, stranger)).statusCode).toBe(200);
    // The child still under the age of consent waits for their parent as before.
    expect((await k.listOf(young.child)).incoming).toEqual([]);
    expect(await k.notes(young.child)).toEqual([]);
  });

  it('reaches the child, and the child’s own reaches the other side, when guardian approval is turned off', async () => {
    const { child } = await k.family();
    const stranger = await k.adult();
    const coach = await k.adult();
    expect((await k.ask(stranger, child)).statusCode).toBe(200);
    expect((await k.ask(child, coach)).statusCode).toBe(200);

    const boss = await person(t, 'superAdmin');
    const {
      logo: _l,
      confirmed: _c,
      updatedAt: _u,
      ...stored
    } = (await t.api('GET', 'settings', undefined, { token: boss.token })).json<{
      settings: OrganisationSettings;
    }>().settings;
    const before = await t.latestJob(RELEASE_WAITING_JOB, null);
    const off = { ...stored, safeguarding: { ...stored.safeguarding, guardianApproval: false } };
    expect((await t.api('PUT', 'settings', off, { token: boss.token })).statusCode).toBe(200);
    const queued = await t.latestJob(RELEASE_WAITING_JOB, null);
    expect(queued?.id).not.toBe(before?.id);
    await t.waitForJob(queued!.id, ['completed']);

    expect((await k.listOf(child)).incoming.map((r) => r.subscriberID)).toEqual([stranger.publicId]);
    expect(await requestsFrom(child, stranger)).toHaveLength(1);
    expect((await k.listOf(child)).outgoing.map((r) => [r.subscriberID, r.waitingForParent])).toEqual([
      [coach.publicId, false],
    ]);
    expect(await requestsFrom(coach, child)).toHaveLength(1);
    expect((await k.accept(coach, child)).statusCode).toBe(200);

    await runRelease();
    expect(await requestsFrom(child, stranger)).toHaveLength(1);
  });
});
