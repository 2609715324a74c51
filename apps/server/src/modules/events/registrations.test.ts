import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  INELIGIBLE_REASONS,
  INELIGIBLE_TEXT,
  type OpenEvent,
  type Registration,
} from '@fieldhouse/contract';
import { masterBed, type MasterBed } from '../../test/beds.ts';
import {
  athlete,
  makeEvent,
  makeParent,
  notificationKinds,
  registered,
  registerFor,
  registrationsOf,
  yearsAgo,
} from '../../test/events.ts';
import { OFFERS_JOB } from './offers.job.ts';

let { t, boss, master } = {} as MasterBed;
const HOUR = 3_600_000;

beforeAll(async () => ({ t, boss, master } = await masterBed()));
afterAll(() => t.close());

const answer = (caller: { token: string }, id: number, what: 'accept' | 'decline' | 'cancel') =>
  t.api('POST', `my/registrations/${id}/${what}`, undefined, { token: caller.token });

async function placesTaken(eventId: number) {
  const row = await t.db
    .selectFrom('events')
    .select('places_taken')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.places_taken);
}

const byPerson = (list: Registration[], subscriberID: string) =>
  list.find((r) => r.subscriberID === subscriberID)!;

describe('registering for an event', () => {
  it('gives places while there are any, then a waitlist in order', async () => {
    const event = await makeEvent(t, boss, { capacity: 2 });
    const people = await Promise.all([1, 2, 3, 4].map(() => athlete(t, { sportId: null })));
    const answers = [];
    for (const p of people) answers.push(await registered(t, p, event.id, p.publicId));
    expect(answers.map((r) => [r.status, r.position])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    // Twice is refused, and the second try changes nothing.
    const again = await registerFor(t, people[0]!, event.id, people[0]!.publicId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ELIGIBLE' });
    expect(await placesTaken(event.id)).toBe(2);
  });

  it('gives the last place to exactly one of many asking at once', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const people = await Promise.all(Array.from({ length: 6 }, () => athlete(t, { sportId: null })));
    const answers = await Promise.all(people.map((p) => registerFor(t, p, event.id, p.publicId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const statuses = answers.map((a) => a.json<{ registration: Registration }>().registration.status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(5);
    expect(await placesTaken(event.id)).toBe(1);
    const positions = (await registrationsOf(t, boss, event.id))
      .map((r) => r.position)
      .filter((p) => p !== null);
    expect(positions.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a parent register a child, and nobody else', async () => {
    const event = await makeEvent(t, boss, {});
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    const child = await athlete(t, { sportId: null });
    const stranger = await athlete(t, { sportId: null, born: yearsAgo(35) });
    await makeParent(t, parent.userId, child.userId);
    const refused = await registerFor(t, stranger, event.id, child.publicId);
    expect(refused.statusCode).toBe(403);
    const registration = await registered(t, parent, event.id, child.publicId);
    expect(registration).toMatchObject({ subscriberID: child.publicId, status: 'registered' });
    expect(registration.registeredBy).toMatch(/^Test subscriber/);
    // Both the parent's and the child's own pages list it.
    for (const who of [parent, child]) {
      const mine = await t.api('GET', 'my/events', undefined, { token: who.token });
      expect(mine.json<{ registrations: Registration[] }>().registrations.map((r) => r.id)).toContain(
        registration.id,
      );
    }
  });

  it('refuses those the sport or the age category leaves out, and says why before they try', async () => {
    const event = await makeEvent(t, boss, { sportId: master.sport.id, ageCategoryId: master.under12.id });
    const parent = await athlete(t, { sportId: master.sport.id, born: yearsAgo(40) });
    const fits = await athlete(t, { sportId: master.sport.id, born: yearsAgo(9) });
    const otherSport = await athlete(t, { sportId: 1, born: yearsAgo(9) });
    const tooOld = await athlete(t, { sportId: master.sport.id, born: yearsAgo(14) });
    for (const child of [fits, otherSport, tooOld]) await makeParent(t, parent.userId, child.userId);

    const open = await t.api('GET', 'my/events/open?limit=200', undefined, { token: parent.token });
    expect(open.statusCode).toBe(200);
    const item = open.json<{ items: OpenEvent[] }>().items.find((i) => i.event.id === event.id)!;
    const reasons = Object.fromEntries(item.people.map((p) => [p.subscriberID, p.reason]));
    expect(reasons).toMatchObject({
      [parent.publicId]: 'TOO_OLD',
      [fits.publicId]: null,
      [otherSport.publicId]: 'WRONG_SPORT',
      [tooOld.publicId]: 'TOO_OLD',
    });

    const wrong = await registerFor(t, parent, event.id, otherSport.publicId);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'NOT_ELIGIBLE', message: 'This event is for another sport.' });
    expect((await registerFor(t, parent, event.id, fits.publicId)).statusCode).toBe(200);
    expect((await registrationsOf(t, boss, event.id)).map((r) => r.subscriberID)).toEqual([fits.publicId]);
  });

  it('takes no registrations for a draft, before opening or after closing', async () => {
    const p = await athlete(t, { sportId: null });
    const draft = await makeEvent(t, boss, { status: 'draft' });
    expect((await registerFor(t, p, draft.id, p.publicId)).statusCode).toBe(404);
    const later = await makeEvent(t, boss, {
      registrationOpensAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect((await registerFor(t, p, later.id, p.publicId)).json()).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message: 'Registration has not opened yet.',
    });
  });

  it("gives a refusal's reason as the contract's enum, its message the contract's English for it", async () => {
    const event = await makeEvent(t, boss, { sportId: master.sport.id, ageCategoryId: master.under12.id });
    const tooOld = await athlete(t, { sportId: master.sport.id, born: yearsAgo(14) });
    const res = await registerFor(t, tooOld, event.id, tooOld.publicId);
    expect(res.statusCode).toBe(409);
    const body = errorBodySchema.parse(res.json());
    expect(body).toMatchObject({ code: 'NOT_ELIGIBLE', reason: 'TOO_OLD', message: INELIGIBLE_TEXT.TOO_OLD });
    // The error body's schema holds a client to the reasons there are, as the open list's does.
    expect(errorBodySchema.safeParse({ ...body, reason: 'TOO_TALL' }).success).toBe(false);
    expect(INELIGIBLE_REASONS).toContain(body.reason);
  });
});

describe('the waitlist', () => {
  it('offers a freed place to the first waiting, who accepts it; a decline passes it on', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => athlete(t, { sportId: null })));
    const held = await registered(t, first!, event.id, first!.publicId);
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    await makeParent(t, parent.userId, second!.userId);
    const waiting = await registered(t, parent, event.id, second!.publicId);
    const last = await registered(t, third!, event.id, third!.publicId);

    expect((await answer(first!, held.id, 'cancel')).statusCode).toBe(200);
    let list = await registrationsOf(t, boss, event.id);
    const offered = byPerson(list, second!.publicId);
    expect(offered.status).toBe('offered');
    const deadline = Date.parse(offered.offerExpiresAt!);
    expect(deadline - Date.now()).toBeGreaterThan(47 * HOUR);
    expect(deadline - Date.now()).toBeLessThanOrEqual(48 * HOUR);
    expect(byPerson(list, third!.publicId)).toMatchObject({ status: 'waitlisted', position: 1 });
    // The child and the parent who registered them are told, by notification and by text.
    expect((await notificationKinds(t, second!.userId))[0]).toBe('event-place-offered');
    expect((await notificationKinds(t, parent.userId))[0]).toBe('event-place-offered');
    const texts = await t.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('user_id', '=', second!.userId)
      .execute();
    expect(texts.map((x) => x.text).join()).toContain(event.title);
    expect(await placesTaken(event.id)).toBe(1);

    // The waiting third cannot take the offer that is not theirs.
    expect((await answer(third!, waiting.id, 'accept')).statusCode).toBe(404);
    expect((await answer(parent, waiting.id, 'decline')).statusCode).toBe(200);
    list = await registrationsOf(t, boss, event.id);
    expect(byPerson(list, second!.publicId).status).toBe('declined');
    expect(byPerson(list, third!.publicId).status).toBe('offered');
    const accepted = await answer(third!, last.id, 'accept');
    expect(accepted.json<{ registration: Registration }>().registration).toMatchObject({
      status: 'registered',
      offerExpiresAt: null,
    });
    expect(await placesTaken(event.id)).toBe(1);
  });

  it('takes no acceptance of an offer once the event is cancelled', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const [a, b] = await Promise.all([athlete(t, { sportId: null }), athlete(t, { sportId: null })]);
    const held = await registered(t, a, event.id, a.publicId);
    const waiting = await registered(t, b, event.id, b.publicId);
    await answer(a, held.id, 'cancel');
    await t.api(
      'POST',
      `events/${event.id}/status`,
      { status: 'cancelled', reason: 'Pitch closed' },
      { token: boss.token },
    );
    const refused = await answer(b, waiting.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE' });
  });

  it('passes a lapsed offer on when the offers job runs', async () => {
    const event = await makeEvent(t, boss, { capacity: 1, offerHours: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => athlete(t, { sportId: null })));
    const held = await registered(t, a!, event.id, a!.publicId);
    const late = await registered(t, b!, event.id, b!.publicId);
    await registered(t, c!, event.id, c!.publicId);
    await answer(a!, held.id, 'cancel');
    await t.db
      .updateTable('event_registrations')
      .set({ offer_expires_at: Date.now() - 1000 })
      .where('id', '=', late.id)
      .execute();

    const refused = await answer(b!, late.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REGISTRATION_INVALID' });

    const job = await t.app.jobs.enqueue(OFFERS_JOB, {});
    await t.waitForJob(job, ['completed']);
    const list = await registrationsOf(t, boss, event.id);
    expect(byPerson(list, b!.publicId).status).toBe('declined');
    expect(byPerson(list, c!.publicId).status).toBe('offered');
    expect((await notificationKinds(t, b!.userId))[0]).toBe('event-offer-lapsed');
    expect((await notificationKinds(t, c!.userId))[0]).toBe('event-place-offered');
    expect(await placesTaken(event.id)).toBe(1);
  });

  it('offers each freed place once when places free up at the same moment', async () => {
    const event = await makeEvent(t, boss, { capacity: 3 });
    const holders = await Promise.all([1, 2, 3].map(() => athlete(t, { sportId: null })));
    const waiting = await Promise.all([1, 2, 3, 4].map(() => athlete(t, { sportId: null })));
    const held = [];
    for (const p of holders) held.push(await registered(t, p, event.id, p.publicId));
    for (const p of waiting) await registered(t, p, event.id, p.publicId);
    const cancels = await Promise.all(held.map((r, i) => answer(holders[i]!, r.id, 'cancel')));
    expect(cancels.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const list = await registrationsOf(t, boss, event.id);
    expect(waiting.map((p) => byPerson(list, p.publicId).status)).toEqual([
      'offered',
      'offered',
      'offered',
      'waitlisted',
    ]);
    expect(await placesTaken(event.id)).toBe(3);
  });

  it('offers new places to the waitlist when the capacity grows, and refuses one below the places held', async () => {
    const event = await makeEvent(t, boss, { capacity: 1 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => athlete(t, { sportId: null })));
    for (const p of [a!, b!, c!]) await registered(t, p, event.id, p.publicId);
    const {
      id,
      placesTaken: _t,
      waitlisted: _w,
      status: _s,
      sport: _sp,
      venue: _v,
      ageCategory: _a,
      teams: _tm,
      cancelReason: _c,
      ...rest
    } = event;
    const body = { ...rest, sportId: null, venueId: null, ageCategoryId: null, teamIds: [] };
    const grown = await t.api('PUT', `events/${id}`, { ...body, capacity: 2 }, { token: boss.token });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json()).toMatchObject({ event: { placesTaken: 2, waitlisted: 1 } });
    const list = await registrationsOf(t, boss, id);
    expect(byPerson(list, b!.publicId).status).toBe('offered');

    const shrunk = await t.api('PUT', `events/${id}`, { ...body, capacity: 1 }, { token: boss.token });
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json()).toMatchObject({ fieldCodes: { capacity: 'CAPACITY_BELOW_TAKEN' } });
  });
});
