import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhouse/contract';
import { bossBed, type BossBed } from '../../test/beds.ts';
import { athlete, makeEvent, makeParent, registered, yearsAgo } from '../../test/events.ts';
import { person } from '../../test/journeys.ts';
import { OFFERS_JOB } from './offers.job.ts';

/* Whom the news of an event comes from, as the bell and the notifications page read it. */

let { t, boss } = {} as BossBed;

beforeAll(async () => ({ t, boss } = await bossBed()));
afterAll(() => t.close());

/** The newest notification of a person, by both lists the console reads. */
async function newest(caller: { token: string }) {
  const history = await t.api('GET', 'notifications', undefined, { token: caller.token });
  expect(history.statusCode, history.body).toBe(200);
  const bell = await t.api('POST', 'notify/list', { data: '' }, { token: caller.token });
  expect(bell.statusCode, bell.body).toBe(200);
  const first = history.json<{ items: Notification[] }>().items[0]!;
  expect(bell.json<{ notification: Notification[] }>().notification[0]).toEqual(first);
  return first;
}

const fromEvent = (event: { id: number; title: string }) => ({
  from_type: 'event',
  from_id: String(event.id),
  full_name: event.title,
});

describe('news of the waitlist', () => {
  it('offers a place staff freed in the event’s name, to the child and the parent who registered them', async () => {
    const desk = await person(t, 'admin');
    const event = await makeEvent(t, boss, { capacity: 1 });
    const first = await athlete(t, { sportId: null });
    const child = await athlete(t, { sportId: null });
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    await makeParent(t, parent.userId, child.userId);
    const held = await registered(t, first, event.id, first.publicId);
    await registered(t, parent, event.id, child.publicId);

    // Another staff member than the event's maker cancels the place.
    const cancelled = await t.api(
      'POST',
      `events/${event.id}/registrations/${held.id}`,
      { status: 'cancelled' },
      { token: desk.token, headers: { menuID: '18' } },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    for (const reader of [child, parent]) {
      const offer = await newest(reader);
      expect(offer).toMatchObject({ ...fromEvent(event), message: { kind: 'event-place-offered' } });
    }
  });

  it('says in the event’s name that an offer lapsed, and offers the place on', async () => {
    const event = await makeEvent(t, boss, { capacity: 1, offerHours: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => athlete(t, { sportId: null })));
    const held = await registered(t, a!, event.id, a!.publicId);
    const late = await registered(t, b!, event.id, b!.publicId);
    await registered(t, c!, event.id, c!.publicId);
    const cancel = await t.api('POST', `my/registrations/${held.id}/cancel`, undefined, { token: a!.token });
    expect(cancel.statusCode).toBe(200);
    expect(await newest(b!)).toMatchObject({ ...fromEvent(event), message: { kind: 'event-place-offered' } });
    await t.db
      .updateTable('event_registrations')
      .set({ offer_expires_at: Date.now() - 1000 })
      .where('id', '=', late.id)
      .execute();

    await t.waitForJob(await t.app.jobs.enqueue(OFFERS_JOB, {}), ['completed']);
    expect(await newest(b!)).toMatchObject({ ...fromEvent(event), message: { kind: 'event-offer-lapsed' } });
    expect(await newest(c!)).toMatchObject({ ...fromEvent(event), message: { kind: 'event-place-offered' } });
  });

  it('still names the person for a notice a person sent', async () => {
    const event = await makeEvent(t, boss);
    const a = await athlete(t, { sportId: null });
    await registered(t, a, event.id, a.publicId);
    const res = await t.api(
      'POST',
      `events/${event.id}/status`,
      { status: 'cancelled', reason: 'Pitch closed' },
      { token: boss.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { full_name } = await t.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', boss.userId)
      .executeTakeFirstOrThrow();
    expect(await newest(a)).toMatchObject({
      from_type: 'person',
      from_id: boss.publicId,
      full_name,
      message: { kind: 'event-cancelled' },
    });
  });
});
